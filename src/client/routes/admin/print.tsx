import { Link, useSearchParams } from 'react-router';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { Loading } from '@client/components/ui/Loading';
import { dateFromAddress } from '@client/components/layouts/admin/AdminDateField';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminBoardHref, adminRunHref } from '@client/config/paths';
import { useDayManifests } from '@client/features/admin-board/api/get-day-manifests';
import { ManifestStops } from '@client/features/admin-board/components/ManifestStops';
import { rideDateLabel } from '@client/lib/labels';
import '@client/styles/admin-board.css';

/**
 * The print view (issue 10 §2): A4, one run per page, no navigation — outside the console's frame.
 * The buttons above the first page are not printed.
 */
export default function AdminPrint() {
  const [params] = useSearchParams();
  const date = dateFromAddress(params.get('date'));
  const runId = Number(params.get('runId')) || undefined;
  const day = useDayManifests(date, runId);
  if (!date)
    return (
      <main id="main" className="print-view">
        <h1 className="page-title">送迎名簿</h1>
        <p className="alert alert-error">
          日付が正しく指定されていません。日別運行表から開き直してください。
        </p>
      </main>
    );
  if (day.isPending) return <Loading screen />;
  if (day.isError)
    return (
      <main id="main" className="print-view">
        <AdminQueryProblem error={day.error} title="送迎名簿" />
      </main>
    );
  const back = runId ? adminRunHref(runId) : adminBoardHref(day.data.date);
  return (
    <main id="main" className="print-view">
      <div className="print-controls">
        <Link to={back}>← 戻る</Link>
        <button type="button" className="button button-small" onClick={() => window.print()}>
          印刷する
        </button>
      </div>
      <h1 className="visually-hidden">送迎名簿 {rideDateLabel(day.data.date)}</h1>
      {day.data.manifests.length === 0 && <p>この日の運行はありません。</p>}
      {day.data.manifests.map(({ run, stops }) => (
        <section key={run.runId} className="print-page" aria-label={`${run.binName} の名簿`}>
          <h2>
            送迎名簿 {rideDateLabel(day.data.date)} {run.binName}（{run.courseName}）
          </h2>
          <p className="print-run-facts">
            <DirectionChip upDown={run.upDown} /> {run.periodName} ・ {run.planStart} – {run.planEnd} ・ 座席{' '}
            {run.seats.booked} / {run.seats.capacity} ・ {day.data.isPlanFixed ? '確定済み' : '未確定'}
          </p>
          <ManifestStops stops={stops} verb={run.upDown === 1 ? '乗車' : '降車'} />
        </section>
      ))}
    </main>
  );
}
