import { t } from '@shared/i18n/learner/point-search';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { Area } from '@client/config/paths';
import { placeName } from '@client/lib/labels';

/** Each area's styles, and how its select button names the point for assistive technology. */
const LOOK = {
  sp: {
    list: 'sp-stop-list',
    item: 'sp-stop',
    text: 'sp-stop-text',
    name: 'sp-stop-name',
    address: 'sp-stop-address',
    pending: 'sp-pending',
    selectLabel: (name: string) => t('selectLabel.sp', { name }),
  },
  pc: {
    list: 'pc-stops',
    item: undefined,
    text: 'pc-stop-text',
    name: 'pc-stop-name',
    address: 'pc-stop-address',
    pending: 'pc-stop-pending',
    selectLabel: (name: string) => t('selectLabel.pc', { name }),
  },
} as const;

interface Props {
  area: Area;
  stops: BusStop[];
  onSelect: (stop: BusStop) => void;
}

/** Points to board at; a point awaiting staff approval (承認待ち) is listed but cannot be chosen (SPEC.md §2, §4). */
export function BusStopList({ area, stops, onSelect }: Props) {
  const look = LOOK[area];
  return (
    <ul className={look.list}>
      {stops.map((stop) => {
        const name = placeName(stop);
        return (
          <li key={stop.busStopCd} className={look.item}>
            <div className={look.text}>
              <span className={look.name}>{name}</span>
              {stop.ad1 && <span className={look.address}>{stop.ad1}</span>}
            </div>
            {stop.isAwaitingApproval ? (
              <span className={look.pending}>{t('pending')}</span>
            ) : (
              <button
                type="button"
                className="button button-small"
                aria-label={look.selectLabel(name)}
                onClick={() => onSelect(stop)}
              >
                {t('select')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
