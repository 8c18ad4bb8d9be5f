import { t } from '@shared/i18n/console/boarding-stats';
import { BOARDING_STATS_MAX_DAYS } from '@shared/schemas/admin-boarding';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { CsvFileButton } from '@client/features/admin-board/components/CsvDownloadButton';
import { downloadBoardingStatsCsv } from '@client/features/admin-boarding-stats/api/boarding-stats';
import { BoardingChart } from '@client/features/admin-boarding-stats/components/BoardingChart';
import {
  BoardingDaysTable,
  BoardingLearnersTable,
  BoardingRunsTable,
} from '@client/features/admin-boarding-stats/components/BoardingTables';
import { useBoardingStatsScreen } from '@client/features/admin-boarding-stats/hooks/use-boarding-stats-screen';
import '@client/styles/admin-boarding-stats.css';

/**
 * 乗車実績 (issue 27 §5): bookings against boarding over a chosen period — a chart per day with its
 * table, the learners with no-shows or 乗りません, each run of the pattern — and their CSV. Every
 * role reads it; it changes nothing.
 */
export default function AdminBoardingStats() {
  const { stats, data, period, draft, setDraft, apply, reset } = useBoardingStatsScreen();
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <p className="alert alert-info">{t('notice')}</p>
      <form
        className="admin-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <fieldset className="stats-period">
          <legend>
            {t('period.legend')}{' '}
            <span className="hint">{t('period.hint', { days: BOARDING_STATS_MAX_DAYS })}</span>
          </legend>
          <div className="field">
            <label htmlFor="stats-from">{t('period.from')}</label>
            <input
              id="stats-from"
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="stats-to">{t('period.to')}</label>
            <input
              id="stats-to"
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <button type="submit" className="button button-small">
            {t('period.show')}
          </button>
          <button type="button" className="button button-small" onClick={reset}>
            {t('period.lastWeeks')}
          </button>
        </fieldset>
        <span className="toolbar-gap" />
        <CsvFileButton
          download={(encoding) => downloadBoardingStatsCsv(period.from, period.to, encoding)}
          disabled={!data || data.totals.booked === 0}
        >
          {t('csv')}
        </CsvFileButton>
      </form>
      {stats.isError ? (
        <AdminQueryProblem error={stats.error} />
      ) : !data ? (
        <Loading />
      ) : data.totals.booked === 0 ? (
        <p className="empty" role="status">
          {t('empty')}
        </p>
      ) : (
        <>
          <p className="stats-totals" role="status">
            {t('totals', data.totals)}
          </p>
          <section className="admin-panel" aria-labelledby="stats-days">
            <h2 id="stats-days">{t('days.title')}</h2>
            <BoardingChart stats={data} />
            <BoardingDaysTable stats={data} />
          </section>
          <section className="admin-panel" aria-labelledby="stats-learners">
            <h2 id="stats-learners">{t('learners.title')}</h2>
            <BoardingLearnersTable stats={data} />
          </section>
          <section className="admin-panel" aria-labelledby="stats-runs">
            <h2 id="stats-runs">{t('runs.title')}</h2>
            <BoardingRunsTable stats={data} />
          </section>
        </>
      )}
    </section>
  );
}
