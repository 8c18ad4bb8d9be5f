import { t } from '@shared/i18n/console/plan';
import type { PlanRide } from '@shared/schemas/admin-plan';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { DIRECTION_NAME } from '@client/lib/labels';
import { CHANGE_LABELS, MAIL_LABELS } from './plan-labels';
import { RideTimeField } from './RideTimeField';

interface Props {
  rides: PlanRide[];
  /** staff may still enter times (the date is not past) */
  editable: boolean;
}

function TimeCell({ ride, editable }: { ride: PlanRide; editable: boolean }) {
  if (ride.change === 'gone') return <>—</>;
  if (ride.needsStaffTime && editable) {
    return (
      <>
        <RideTimeField
          reservationId={ride.reservationId}
          time={ride.time}
          label={t('rides.timeLabel', {
            name: ride.name,
            direction: DIRECTION_NAME[ride.upDown],
            place: ride.place,
          })}
        />
        {ride.time === null && (
          <span className="admin-badge admin-badge-danger">{t('rides.timeMissing')}</span>
        )}
      </>
    );
  }
  return <>{ride.time ?? <span className="admin-badge admin-badge-danger">{t('rides.timeMissing')}</span>}</>;
}

/** Every learner's rides of the date: what the fix freezes, what was mailed before, and the mail due. */
export function PlanRidesTable({ rides, editable }: Props) {
  return (
    <table className="admin-table plan-table">
      <thead>
        <tr>
          <th scope="col">{t('rides.seitoNo')}</th>
          <th scope="col">{t('rides.name')}</th>
          <th scope="col">{t('rides.direction')}</th>
          <th scope="col">{t('rides.periodAndRun')}</th>
          <th scope="col">{t('rides.place')}</th>
          <th scope="col">{t('rides.time')}</th>
          <th scope="col">{t('rides.lastNotice')}</th>
          <th scope="col">{t('rides.change')}</th>
          <th scope="col">{t('rides.mail')}</th>
        </tr>
      </thead>
      <tbody>
        {rides.map((ride) => {
          const change = CHANGE_LABELS[ride.change];
          return (
            <tr key={ride.reservationId} className={`plan-row-${ride.change}`}>
              <td className="nowrap">{ride.seitoNo}</td>
              <th scope="row">
                {ride.name}
                <span className="plan-furigana">{ride.furigana}</span>
              </th>
              <td>
                <DirectionChip upDown={ride.upDown} />
              </td>
              <td>
                {ride.periodName}
                <br />
                {ride.binName}
              </td>
              <td>
                {ride.place}
                {ride.needsStaffTime && <span className="plan-note">{t('rides.noTimetableTime')}</span>}
              </td>
              <td className="nowrap">
                <TimeCell ride={ride} editable={editable} />
              </td>
              <td>
                {ride.fixed ? (
                  <>
                    {ride.fixed.time}
                    {(ride.fixed.place !== ride.place || ride.fixed.binName !== ride.binName) && (
                      <span className="plan-note">
                        {t('rides.fixedPlace', { place: ride.fixed.place, run: ride.fixed.binName })}
                      </span>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td>
                <span className={`admin-badge admin-badge-${change.tone}`}>{change.text}</span>
              </td>
              <td>{MAIL_LABELS[ride.mail]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
