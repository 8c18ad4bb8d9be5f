import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/calendar';
import { formatShortDate, formatTime, isDateKey, japanInstant } from '@shared/rules/japan-time';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { Loading } from '@client/components/ui/Loading';
import { useBookablePreview } from '../api/calendar';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The days a learner would be offered for a chosen "today" and time: the server runs the same
 * bookable-days rule as GetReservationDays on the calendar as saved, so a change shows here at once.
 */
export function BookablePreview({ today }: { today: string }) {
  const [typed, setTyped] = useState({ date: today, time: formatTime(new Date()) });
  const [shown, setShown] = useState(typed);
  const preview = useBookablePreview(shown.date, shown.time);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // a half-typed date or time keeps the last preview rather than asking the server with it
    if (isDateKey(typed.date) && TIME.test(typed.time)) setShown(typed);
  };
  return (
    <section className="admin-panel calendar-preview" aria-labelledby="calendar-preview-title">
      <h2 id="calendar-preview-title">{t('preview.legend')}</h2>
      <p className="hint">{t('preview.hint')}</p>
      <form className="admin-toolbar" onSubmit={submit}>
        <div className="field">
          <label htmlFor="preview-date">{t('preview.date')}</label>
          <input
            id="preview-date"
            type="date"
            value={typed.date}
            onChange={(e) => setTyped({ ...typed, date: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="preview-time">{t('preview.time')}</label>
          <input
            id="preview-time"
            type="time"
            value={typed.time}
            onChange={(e) => setTyped({ ...typed, time: e.target.value })}
          />
        </div>
        <button type="submit" className="button">
          {t('preview.show')}
        </button>
      </form>
      {preview.isPending ? (
        <Loading />
      ) : preview.isError ? (
        <AdminQueryProblem error={preview.error} />
      ) : preview.data.length === 0 ? (
        <p className="empty">{t('preview.none')}</p>
      ) : (
        <>
          <p>{t('preview.count', { count: preview.data.length })}</p>
          {/* a long horizon scrolls inside the panel: keyboard users reach it by Tab */}
          <ol aria-label={t('preview.legend')} tabIndex={0}>
            {preview.data.map((d) => {
              const deadline = new Date(d.deadline);
              return (
                <li key={d.date}>
                  {formatShortDate(japanInstant(d.date))}{' '}
                  <span className="hint">
                    {t('preview.deadline', {
                      deadline: `${formatShortDate(deadline)} ${formatTime(deadline)}`,
                    })}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
