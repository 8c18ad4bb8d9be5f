import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '@client/components/ui/Loading';
import { AdminDateField, dateFromAddress } from '@client/components/layouts/admin/AdminDateField';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminBoardHref, adminPlanHref, adminPrintHref, adminRunHref } from '@client/config/paths';
import { useDayBoard } from '@client/features/admin-board/api/get-day-board';
import { CsvDownloadButton } from '@client/features/admin-board/components/CsvDownloadButton';
import { DayBoardTable } from '@client/features/admin-board/components/DayBoardTable';
import { rideDateLabel } from '@client/lib/labels';
import '@client/styles/admin-board.css';

/** The console's home (issue 10 §2): one screen for the day's runs, their load and the way to each manifest. */
export default function AdminBoard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = dateFromAddress(params.get('date'));
  const board = useDayBoard(requested);
  // the previous day stays in the cache while the next loads; it must not pass for the new one
  const day = board.isPlaceholderData ? undefined : board.data;
  // a date from the field replaces the address, so focus stays in the field (a page change moves it to the heading)
  const goTo = (date: string, options: { replace?: boolean } = {}) => {
    if (date) navigate(adminBoardHref(date), options);
  };
  const riders = day ? day.runs.reduce((n, r) => n + r.riders, 0) : 0;
  const full = day ? day.runs.filter((r) => r.load === 'full').length : 0;

  return (
    <section>
      <h1 className="page-title">日別運行表 {day && rideDateLabel(day.date)}</h1>
      <div className="admin-toolbar" role="group" aria-label="日付と出力">
        <button
          type="button"
          className="button button-small"
          disabled={!day}
          onClick={() => day && goTo(day.previousBusinessDay)}
        >
          ← 前の営業日
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
          次の営業日 →
        </button>
        <span className="toolbar-gap" />
        <CsvDownloadButton date={day?.date ?? ''} disabled={!day || riders === 0}>
          この日のCSV
        </CsvDownloadButton>
        {day && (
          <Link className="button button-small" to={adminPrintHref(day.date)}>
            この日を印刷
          </Link>
        )}
      </div>
      {board.isError ? (
        <AdminQueryProblem error={board.error} />
      ) : !day ? (
        <Loading screen />
      ) : (
        <>
          <p className="board-summary" aria-live="polite">
            <span
              className={day.isPlanFixed ? 'admin-badge admin-badge-ok' : 'admin-badge admin-badge-muted'}
            >
              {day.isPlanFixed ? '送迎予定 確定済み' : '送迎予定 未確定'}
            </span>
            <Link to={adminPlanHref(day.date)}>送迎予定の確定へ</Link>
            <span>運行 {day.runs.length} 便</span>
            <span>予約 {riders} 件</span>
            {full > 0 && <span>満席 {full} 便</span>}
          </p>
          {!day.isBusinessDay && <p className="alert alert-info">この日は休校日です。</p>}
          {day.runs.length === 0 ? (
            <p className="empty">この日の運行はありません。</p>
          ) : (
            <DayBoardTable runs={day.runs} manifestHref={(run) => adminRunHref(run.runId)} />
          )}
        </>
      )}
    </section>
  );
}
