import { Link, useSearchParams } from 'react-router';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminBoardHref, adminPrintHref } from '@client/config/paths';
import { useRunManifest } from '@client/features/admin-board/api/get-run-manifest';
import { CsvDownloadButton } from '@client/features/admin-board/components/CsvDownloadButton';
import { LoadBadge } from '@client/features/admin-board/components/LoadBadge';
import { ManifestStops } from '@client/features/admin-board/components/ManifestStops';
import { Places } from '@client/features/admin-board/components/Places';
import { rideDateLabel } from '@client/lib/labels';
import '@client/styles/admin-board.css';

/** A run's manifest (issue 10 §2): stops in order with times and who boards there. */
export default function AdminRun() {
  const [params] = useSearchParams();
  const runId = Number(params.get('runId'));
  const manifest = useRunManifest(Number.isInteger(runId) && runId > 0 ? runId : null);
  if (!(runId > 0)) return <p className="alert alert-error">便が指定されていません。</p>;
  if (manifest.isPending) return <Loading screen />;
  if (manifest.isError) return <AdminQueryProblem error={manifest.error} title="乗車名簿" />;
  const { date, run, stops } = manifest.data;
  return (
    <section>
      <p>
        <Link to={adminBoardHref(date)}>← {rideDateLabel(date)}の運行表</Link>
      </p>
      <h1 className="page-title">
        {run.binName}（{run.courseName}）の名簿
      </h1>
      <dl className="manifest-facts">
        <div>
          <dt>日付</dt>
          <dd>{rideDateLabel(date)}</dd>
        </div>
        <div>
          <dt>方向</dt>
          <dd>
            <DirectionChip upDown={run.upDown} />
          </dd>
        </div>
        <div>
          <dt>時限</dt>
          <dd>{run.periodName}</dd>
        </div>
        <div>
          <dt>発 – 着</dt>
          <dd>
            {run.planStart} – {run.planEnd}
          </dd>
        </div>
        <div>
          <dt>座席</dt>
          <dd>
            <Places {...run.seats} /> <LoadBadge load={run.load} />
          </dd>
        </div>
        <div>
          <dt>チャイルドシート</dt>
          <dd>
            <Places {...run.childSeats} />
          </dd>
        </div>
        <div>
          <dt>自転車</dt>
          <dd>
            <Places {...run.bicycles} />
          </dd>
        </div>
      </dl>
      <div className="admin-toolbar">
        <CsvDownloadButton date={date} runId={run.runId} disabled={run.riders === 0}>
          この便のCSV
        </CsvDownloadButton>
        <Link className="button button-small" to={adminPrintHref(date, run.runId)}>
          この便を印刷
        </Link>
      </div>
      <ManifestStops stops={stops} verb={run.upDown === 1 ? '乗車' : '降車'} />
    </section>
  );
}
