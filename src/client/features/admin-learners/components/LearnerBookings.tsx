import { adminApi } from '@shared/api/admin';
import { Fragment, useState } from 'react';
import { messages } from '@shared/i18n/messages';
import type { StaffBooking } from '@shared/schemas/admin-learners';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { useHonestWrite } from '@client/lib/honest-write';
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
          setDone(`${rideDateLabel(booking.date)} ${booking.binName} の予約を取り消しました。`);
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
      {done && (
        <p key={done} ref={focusOnMount} tabIndex={-1} role="status" className="status-banner">
          {done}
        </p>
      )}
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">日付</th>
            <th scope="col">方向</th>
            <th scope="col">便・時限</th>
            <th scope="col">発</th>
            <th scope="col">乗降地点</th>
            <th scope="col">同乗・荷物</th>
            <th scope="col">状態</th>
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
                <td>
                  {b.binName}・{b.periodName}
                </td>
                <td>{b.planStart}</td>
                <td>{b.stopName}</td>
                <td>
                  {extrasFacts(b)
                    .map((f) => `${f.term} ${f.value}`)
                    .join('・') || '—'}
                </td>
                <td>
                  {b.cancelled ? (
                    '取消済み'
                  ) : b.date < today ? (
                    '乗車日経過'
                  ) : (
                    <button
                      type="button"
                      id={cancelButtonId(b.reservationId)}
                      className="button button-small"
                      onClick={() => start(b)}
                    >
                      取消…
                    </button>
                  )}
                </td>
              </tr>
              {cancelling?.reservationId === b.reservationId && (
                <tr>
                  <td colSpan={7}>
                    <section className="admin-panel cancel-panel" aria-labelledby="cancel-title">
                      <h3 id="cancel-title">
                        {rideDateLabel(b.date)} {b.binName}（{b.stopName}）を取り消しますか
                      </h3>
                      {!b.beforeCutoff && (
                        <p className="alert alert-info">
                          教習生の取消受付は終了しています。取り消す理由を入力してください。
                        </p>
                      )}
                      <div className="field">
                        <label htmlFor="cancel-reason">理由{b.beforeCutoff ? '（任意）' : '（必須）'}</label>
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
                          取消する
                        </button>
                        <button type="button" className="button" onClick={abandon}>
                          やめる
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
