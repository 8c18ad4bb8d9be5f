import { Link } from 'react-router';
import { t } from '@shared/i18n/console/board';
import { t as tShell } from '@shared/i18n/console/shell';
import { Loading } from '@client/components/ui/Loading';
import { StaleDataNote } from '@client/components/ui/StaleDataNote';
import { AdminDateField } from '@client/components/layouts/admin/AdminDateField';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { useAddressDate } from '@client/components/layouts/admin/use-address-date';
import { adminBoardHref, adminPrintHref, adminRunHref } from '@client/config/paths';
import { CsvDownloadButton } from '@client/features/admin-board/components/CsvDownloadButton';
import { DayBoardTable } from '@client/features/admin-board/components/DayBoardTable';
import { RunMessageDialog } from '@client/features/admin-run-messages/components/RunMessageDialog';
import { GoLiveChecklist } from '@client/features/admin-go-live/components/GoLiveChecklist';
import { BoardFreshness } from '@client/features/admin-board/components/BoardFreshness';
import { DaySummary } from '@client/features/admin-board/components/DaySummary';
import { useBoardDay } from '@client/features/admin-board/hooks/use-board-day';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import { rideDateLabel } from '@client/lib/labels';
import '@client/styles/admin-board.css';
import '@client/styles/admin-run-messages.css';

/**
 * The console's home (issue 10 §2, issue 26 §1): one screen for the day's runs — today's while its
 * buses run, else the next business day's — their load, vehicle and progress, read again every few
 * seconds, and the way to each manifest; for admins, above it, what the school still lacks before
 * learners can book (issue 23 §9).
 */
export default function AdminBoard() {
  const { requested, goTo } = useAddressDate(adminBoardHref);
  const { board, day, riders, fullRuns, emptyRuns, showEmpty, setShowEmpty } = useBoardDay(requested);
  // today and the next business day are known from any answer, even the one still shown while the next loads
  const days = board.data;
  const isAdmin = useStaffUser().data?.role === 'admin';

  return (
    <section>
      <h1 className="page-title">{t('title', { date: day ? rideDateLabel(day.date) : '' })}</h1>
      {isAdmin && <GoLiveChecklist />}
      <div className="admin-toolbar" role="group" aria-label={t('toolbar')}>
        <button
          type="button"
          className="button button-small"
          disabled={!days}
          onClick={() => days && goTo(days.today)}
        >
          {t('today')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={!days}
          onClick={() => days && goTo(days.tomorrow)}
        >
          {t('tomorrow')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={!day}
          onClick={() => day && goTo(day.previousBusinessDay)}
        >
          {tShell('dateField.previousBusinessDay')}
        </button>
        <AdminDateField
          id="board-date"
          value={requested ?? board.data?.date ?? ''}
          onCommit={(date) => goTo(date, { replace: true })}
        />
        <button
          type="button"
          className="button button-small"
          disabled={!day}
          onClick={() => day && goTo(day.nextBusinessDay)}
        >
          {tShell('dateField.nextBusinessDay')}
        </button>
        <span className="toolbar-gap" />
        <CsvDownloadButton date={day?.date ?? ''} disabled={!day || riders === 0}>
          {t('dayCsv')}
        </CsvDownloadButton>
        {day && (
          <Link className="button button-small" to={adminPrintHref(day.date)}>
            {t('printDay')}
          </Link>
        )}
      </div>
      {board.isError && !day ? (
        <AdminQueryProblem error={board.error} />
      ) : !day ? (
        <Loading screen />
      ) : (
        <>
          <DaySummary day={day} riders={riders} fullRuns={fullRuns} />
          {(board.fetchStatus === 'paused' || board.isRefetchError) && (
            <StaleDataNote receivedAt={board.dataUpdatedAt} />
          )}
          <p className="board-live">
            <BoardFreshness readAt={day.readAt} />
            {emptyRuns > 0 && (
              <>
                <span>{t('emptyRuns', { count: emptyRuns })}</span>
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => setShowEmpty(!showEmpty)}
                >
                  {showEmpty ? t('hideEmpty') : t('showEmpty')}
                </button>
              </>
            )}
          </p>
          {!day.isBusinessDay && <p className="alert alert-info">{t('closedDay')}</p>}
          {day.runs.length === 0 ? (
            <p className="empty">{tShell('noRuns')}</p>
          ) : (
            <DayBoardTable
              runs={day.runs}
              showEmpty={showEmpty}
              manifestHref={(run) => adminRunHref(run.runId)}
              runActions={(run) =>
                run.riders > 0 &&
                day.date >= day.today && (
                  <RunMessageDialog
                    short
                    run={{ runId: run.runId, binName: run.binName, date: day.date, riders: run.riders }}
                  />
                )
              }
            />
          )}
        </>
      )}
    </section>
  );
}
