import { useState } from 'react';
import { t } from '@shared/i18n/console/vehicles';
import { t as tShell } from '@shared/i18n/console/shell';
import type { AddedDevice } from '@shared/schemas/admin-vehicles';
import { focusOnMount } from '@client/lib/focus-on-mount';

interface Props {
  vehicleName: string;
  added: AddedDevice;
  onClose: () => void;
}

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // without clipboard access (an http page, a refused permission) the field stays selectable
      document.getElementById(id)?.focus();
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field">
        <input id={id} value={value} readOnly onFocus={(e) => e.target.select()} spellCheck={false} />
        <button type="button" className="button button-small" onClick={() => void copy()}>
          {copied ? t('setup.copied') : t('setup.copy')}
          <span className="visually-hidden">{tShell('forItem', { item: label })}</span>
        </button>
      </div>
    </div>
  );
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
