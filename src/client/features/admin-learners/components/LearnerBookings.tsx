import { adminApi } from '@shared/api/admin';
import { Fragment, useState } from 'react';
import { t } from '@shared/i18n/console/learners';
import { messages } from '@shared/i18n/messages';
import type { StaffBooking } from '@shared/schemas/admin-learners';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { useHonestWrite } from '@client/lib/honest-write';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { WriteState } from './WriteState';
import { extrasFacts, rideDateLabel } from '@client/lib/labels';

interface Props {
  learnerId: number;
  bookings: StaffBooking[];
  today: string;
  onChanged: () => Promise<void>;
}

const cancelButtonId = (reservationId: number) => `cancel-${reservationId}`;

/** A learner's rides (upcoming first, then past), each upcoming one cancellable by staff. */
export function LearnerBookings({ learnerId, bookings, today, onChanged }: Props) {
  const [cancelling, setCancelling] = useState<StaffBooking | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const cancel = useHonestWrite(adminApi.cancelReservationsFor, onChanged);
  const start = (booking: StaffBooking) => {
    setCancelling(booking);
    setReason('');
    setDone(null);
    cancel.reset();
  };
  const confirm = () => {
    if (!cancelling) return;
    const booking = cancelling;
    cancel.mutate(
      { learnerId, reservationIds: [booking.reservationId], reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setDone(t('cancel.done', { date: rideDateLabel(booking.date), run: booking.binName }));
          setCancelling(null);
        },
      },
    );
  };
  const abandon = () => {
    const id = cancelling?.reservationId;
    setCancelling(null);
    if (id) document.getElementById(cancelButtonId(id))?.focus();
  };
  if (bookings.length === 0) return <p className="empty">{messages.error[313]}</p>;
  return (
    <>
      <ActionOutcome done={done} />
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('bookings.date')}</th>
            <th scope="col">{t('bookings.direction')}</th>
            <th scope="col">{t('bookings.runAndPeriod')}</th>
            <th scope="col">{t('bookings.departure')}</th>
            <th scope="col">{t('bookings.place')}</th>
            <th scope="col">{t('bookings.extras')}</th>
            <th scope="col">{t('bookings.state')}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <Fragment key={b.reservationId}>
              <tr className={b.cancelled || b.date < today ? 'booking-inactive' : undefined}>
                <th scope="row" className="nowrap">
                  {rideDateLabel(b.date)}
                </th>
                <td>
                  <DirectionChip upDown={b.upDown} />
                </td>
                <td>{t('bookings.runPeriod', { run: b.binName, period: b.periodName })}</td>
                <td>{b.planStart}</td>
                <td>{b.stopName}</td>
                <td>
                  {extrasFacts(b)
                    .map((f) => t('bookings.extra', { term: f.term, value: f.value }))
                    .join(t('bookings.separator')) || '—'}
                </td>
                <td>
                  {b.cancelled ? (
                    t('bookings.cancelled')
                  ) : b.date < today ? (
                    t('bookings.past')
                  ) : (
                    <button
                      type="button"
                      id={cancelButtonId(b.reservationId)}
                      className="button button-small"
                      onClick={() => start(b)}
                    >
                      {t('bookings.cancel')}
                    </button>
                  )}
                </td>
              </tr>
              {cancelling?.reservationId === b.reservationId && (
                <tr>
                  <td colSpan={7}>
                    <section className="admin-panel cancel-panel" aria-labelledby="cancel-title">
                      <h3 id="cancel-title">
                        {t('cancel.question', {
                          date: rideDateLabel(b.date),
                          run: b.binName,
                          place: b.stopName,
                        })}
                      </h3>
                      {!b.beforeCutoff && <p className="alert alert-info">{t('cancel.pastCutoff')}</p>}
                      <div className="field">
                        <label htmlFor="cancel-reason">
                          {b.beforeCutoff ? t('cancel.reasonOptional') : t('cancel.reasonRequired')}
                        </label>
                        <input
                          ref={focusOnMount}
                          id="cancel-reason"
                          value={reason}
                          maxLength={200}
                          onChange={(e) => setReason(e.target.value)}
                        />
                      </div>
                      <WriteState checking={cancel.checking} error={cancel.error} />
                      <div className="admin-toolbar">
                        <button
                          type="button"
                          className="button button-primary"
                          disabled={cancel.isPending || (!b.beforeCutoff && reason.trim() === '')}
                          onClick={confirm}
                        >
                          {t('cancel.submit')}
                        </button>
                        <button type="button" className="button" onClick={abandon}>
                          {t('cancel.abandon')}
                        </button>
                      </div>
                    </section>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </>
  );
}
