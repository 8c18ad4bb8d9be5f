import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/network';
import { STOP_LIMITS, type StaffArea, type StaffStop } from '@shared/schemas/admin-network';
import type { MapTiles } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { useStaffAction } from '@client/lib/use-staff-action';
import { saveStop } from '../api/network';
import { StopLocation } from './StopLocation';

interface Props {
  /** null: a new stop */
  stop: StaffStop | null;
  /** the areas a school stop may be in (not the approval area) */
  areas: StaffArea[];
  tiles: MapTiles;
  around: { lat: number; lng: number };
  onSaved: (text: string) => void;
  onCancel: () => void;
}

/** Add one of the school's stops or change one; the code is typed once and shown fixed afterwards (870–875). */
export function StopForm({ stop, areas, tiles, around, onSaved, onCancel }: Props) {
  const [busStopCd, setCode] = useState(stop?.busStopCd ?? '');
  const [name, setName] = useState(stop?.name ?? '');
  const [yomi, setYomi] = useState(stop?.yomi ?? '');
  const [displayName, setDisplayName] = useState(stop?.displayName ?? '');
  const [areaCd, setAreaCd] = useState(stop?.areaCd ?? '');
  const [address, setAddress] = useState(stop?.address ?? '');
  const [latitude, setLatitude] = useState(stop ? String(stop.latitude) : '');
  const [longitude, setLongitude] = useState(stop ? String(stop.longitude) : '');
  const [isNetRelease, setNetRelease] = useState(stop?.isNetRelease ?? true);
  const save = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(() =>
      saveStop({
        create: !stop,
        busStopCd,
        name,
        yomi,
        displayName,
        areaCd,
        address,
        latitude,
        longitude,
        isNetRelease,
      }),
    );
    if (saved)
      onSaved(stop ? t('stops.updated', { name: name.trim() }) : t('stops.created', { name: name.trim() }));
  };
  return (
    <form
      noValidate
      className="admin-panel"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="stop-form-title"
    >
      <h3 id="stop-form-title">{stop ? t('stops.editTitle', { name: stop.name }) : t('stops.newTitle')}</h3>
      {save.problem && <Alert>{save.problem}</Alert>}
      <div className="network-fields">
        <div className="field">
          <label htmlFor="stop-cd">{t('stops.code')}</label>
          <input
            ref={stop ? undefined : focusOnMount}
            id="stop-cd"
            value={busStopCd}
            readOnly={Boolean(stop)}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            aria-describedby="stop-cd-hint"
          />
          <p className="hint" id="stop-cd-hint">
            {t('stops.codeHint', { max: STOP_LIMITS.code })}
          </p>
        </div>
        <div className="field">
          <label htmlFor="stop-name">{t('stops.name', { max: STOP_LIMITS.name })}</label>
          <input
            ref={stop ? focusOnMount : undefined}
            id="stop-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="stop-yomi">{t('stops.yomi')}</label>
          <input
            id="stop-yomi"
            value={yomi}
            onChange={(e) => setYomi(e.target.value)}
            autoComplete="off"
            aria-describedby="stop-yomi-hint"
          />
          <p className="hint" id="stop-yomi-hint">
            {t('stops.yomiHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="stop-display-name">
            {t('stops.displayName', { max: STOP_LIMITS.displayName })}
          </label>
          <input
            id="stop-display-name"
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="stop-area">{t('stops.area')}</label>
          <select id="stop-area" value={areaCd} onChange={(e) => setAreaCd(e.target.value)}>
            <option value="">{t('stops.chooseArea')}</option>
            {areas.map((a) => (
              <option key={a.areaCd} value={a.areaCd}>
                {a.areaCd} {a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field network-wide">
          <label htmlFor="stop-address">{t('stops.address', { max: STOP_LIMITS.address })}</label>
          <input id="stop-address" value={address} onChange={(e) => setAddress(e.target.value)} />
        </div>
      </div>
      <StopLocation
        tiles={tiles}
        latitude={latitude}
        longitude={longitude}
        around={around}
        onChange={(lat, lng) => {
          setLatitude(lat);
          setLongitude(lng);
        }}
      />
      <div className="field">
        <label>
          <input type="checkbox" checked={isNetRelease} onChange={(e) => setNetRelease(e.target.checked)} />{' '}
          {t('stops.isNetRelease')}
        </label>
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={save.busy}>
          {save.busy ? t('stops.sending') : stop ? t('stops.save') : t('stops.register')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('stops.cancel')}
        </button>
      </div>
    </form>
  );
}
