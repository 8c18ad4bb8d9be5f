import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/points';
import type { OwnPoint } from '@shared/schemas/bus-stop-reg';
import { ownPointName } from '../utils/point-labels';
import { MapLinks } from './MapLinks';
import { PointStatusLabel } from './PointStatusLabel';

interface Props {
  points: readonly OwnPoint[];
  /** the edit list: a checkbox on each point that may be deleted (SPEC.md §2) */
  selection?: { chosen: ReadonlySet<string>; onToggle: (busStopCd: string, checked: boolean) => void };
  /** the edit list: the address of the edit page of a point that may be edited */
  editHref?: (point: OwnPoint) => string;
  /** the check page: links to external maps */
  withMapLinks?: boolean;
  /** the delete confirm page shows the points without their state */
  withStatus?: boolean;
}

/** A learner's own points of one category, as the edit, check and delete confirm pages list them. */
export function OwnPointList({
  points,
  selection,
  editHref,
  withMapLinks = false,
  withStatus = true,
}: Props) {
  return (
    <ul className="point-list">
      {points.map((point) => {
        const name = ownPointName(point);
        const deletable = selection !== undefined && point.isDeletable;
        const text = (
          <span className="point-text">
            <span className="point-name">{name}</span>
            {point.ad1 && point.ad1 !== name && <span className="point-address">{point.ad1}</span>}
          </span>
        );
        return (
          <li key={point.busStopCd} className="point-item">
            <div className="point-head">
              {deletable ? (
                <label className="point-choice">
                  <input
                    type="checkbox"
                    checked={selection.chosen.has(point.busStopCd)}
                    onChange={(e) => selection.onToggle(point.busStopCd, e.target.checked)}
                  />
                  {text}
                </label>
              ) : (
                text
              )}
              {editHref && point.isEditable && (
                <Link
                  className="button button-small"
                  to={editHref(point)}
                  aria-label={t('editLabel', { name })}
                >
                  {t('edit')}
                </Link>
              )}
            </div>
            {withStatus && (
              <p className="point-status">
                <PointStatusLabel point={point} />
              </p>
            )}
            {withMapLinks && <MapLinks lat={point.busStopLat} lng={point.busStopLng} name={name} />}
          </li>
        );
      })}
    </ul>
  );
}
