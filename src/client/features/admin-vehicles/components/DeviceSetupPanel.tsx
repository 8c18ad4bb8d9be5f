import { t } from '@shared/i18n/console/vehicles';
import type { AddedDevice } from '@shared/schemas/admin-vehicles';
import { CopyField } from '@client/components/layouts/admin/CopyField';
import { focusOnMount } from '@client/lib/focus-on-mount';

interface Props {
  vehicleName: string;
  added: AddedDevice;
  onClose: () => void;
}

/**
 * A new device's id with its secret, shown this once: the server keeps only its hash, so closing
 * this panel loses it (a lost id means revoking the device and adding a new one).
 */
export function DeviceSetupPanel({ vehicleName, added, onClose }: Props) {
  return (
    <section className="admin-panel device-setup" aria-labelledby="device-setup-title">
      <h2 id="device-setup-title" ref={focusOnMount} tabIndex={-1}>
        {t('setup.title', { vehicle: vehicleName })}
      </h2>
      <p className="alert alert-info">{t('setup.onlyHere')}</p>
      <CopyField id="device-id" label={t('setup.deviceId')} value={added.traccarDeviceId} />
      <CopyField id="device-server" label={t('setup.serverUrl')} value={added.serverUrl} />
      <h3>{t('setup.steps')}</h3>
      <p className="device-setup-text">{added.setupText}</p>
      <div className="admin-toolbar">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('setup.close')}
        </button>
      </div>
    </section>
  );
}
