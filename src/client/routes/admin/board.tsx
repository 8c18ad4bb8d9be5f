import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { adminBoardHref, adminPlanHref, adminPrintHref, adminRunHref } from '@client/config/paths';
import { downloadManifestCsv } from '@client/features/admin-board/api/export-manifest-csv';
import { useDayBoard } from '@client/features/admin-board/api/get-day-board';
import { DayBoardTable } from '@client/features/admin-board/components/DayBoardTable';
import { rideDateLabel } from '@client/lib/labels';
import '@client/styles/admin-board.css';

/** The console's home (issue 10 §2): one screen for the day's runs, their load and the way to each manifest. */
export default function AdminBoard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const board = useDayBoard(params.get('date'));
  const [exporting, setExporting] = useState(false);
  const goTo = (date: string) => {
    if (date) navigate(adminBoardHref(date));
  };

  if (board.isPending) return <Loading screen />;
  if (board.isError) return <QueryProblem error={board.error} />;
  const day = board.data;
  const riders = day.runs.reduce((n, r) => n + r.riders, 0);
  const full = day.runs.filter((r) => r.load === 'full').length;
  const exportCsv = async () => {
    setExporting(true);
    await downloadManifestCsv(day.date).catch(() => undefined);
    setExporting(false);
  };

  return (
    <section>
      <h1 className="page-title">日別運行表 {rideDateLabel(day.date)}</h1>
      <div className="admin-toolbar" role="group" aria-label="日付と出力">
        <button type="button" className="button button-small" onClick={() => goTo(day.previousBusinessDay)}>
          ← 前の営業日
        </button>
        <div className="field">
          <label htmlFor="board-date">日付</label>
          <input id="board-date" type="date" value={day.date} onChange={(e) => goTo(e.target.value)} />
        </div>
        <button type="button" className="button button-small" onClick={() => goTo(day.nextBusinessDay)}>
          次の営業日 →
        </button>
        <span className="toolbar-gap" />
        <button
          type="button"
          className="button button-small"
          disabled={exporting || riders === 0}
          onClick={() => void exportCsv()}
        >
          この日のCSV
        </button>
        <Link className="button button-small" to={adminPrintHref(day.date)}>
          この日を印刷
        </Link>
      </div>
      <p className="board-summary" aria-live="polite">
        <span className={day.isPlanFixed ? 'admin-badge admin-badge-ok' : 'admin-badge admin-badge-muted'}>
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
    </section>
  );
}
