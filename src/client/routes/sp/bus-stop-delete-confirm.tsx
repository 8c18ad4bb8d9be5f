import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { t } from '@shared/i18n/learner/points';
import { messages } from '@shared/i18n/messages';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import {
  DELETE_REFUSAL_SHOWN_ON_MENU,
  useDeleteCategories,
  useDeletePoints,
} from '@client/features/bus-stop-reg/api/delete-points';
import { OwnPointList } from '@client/features/bus-stop-reg/components/OwnPointList';
import { categoryName } from '@client/features/bus-stop-reg/utils/point-labels';
import { parseChosenPoints, withChosenPoints } from '@client/features/bus-stop-reg/utils/point-hrefs';
import { refusalText, writeFailureText } from '@client/lib/refusal-text';
import type { MenuState } from './menu';
import { SpPointFrame } from './point-frame';

function DeleteConfirm({ ids }: { ids: string[] }) {
  const categories = useDeleteCategories(ids);
  const remove = useDeletePoints();
  const navigate = useNavigate();
  const back = (
    <Link className="button" to={withChosenPoints(paths.sp.busStopEdit, ids)}>
      {t('deletion.backToChoice')}
    </Link>
  );
  if (categories.isPending) return <Loading cards={2} />;
  if (!categories.data) return <QueryProblem error={categories.error} />;
  const shown = categories.data.filter((c) => c.busStopList.length > 0);
  const busStopCdList = shown.flatMap((c) => c.busStopList.map((p) => p.busStopCd));

  const execute = () =>
    remove.mutate(
      { busStopCdList, busStopCategoryList: shown.map((c) => c.busStopCategoryCd) },
      {
        onSuccess: (envelope) => {
          if (envelope.status) {
            const state: MenuState = { messages: [messages.points.deleted] };
            navigate(paths.sp.menu, { replace: true, state });
          } else if (envelope.error && Number(envelope.error.code) === DELETE_REFUSAL_SHOWN_ON_MENU) {
            const state: MenuState = { problems: [refusalText(envelope.error)] };
            navigate(paths.sp.menu, { replace: true, state });
          }
        },
      },
    );
  const refusal =
    remove.data && !remove.data.status && remove.data.error
      ? refusalText(remove.data.error)
      : writeFailureText(remove.error);

  return (
    <>
      {refusal && <Alert>{refusal}</Alert>}
      {shown.length === 0 ? (
        <Alert>{messages.error[331]}</Alert>
      ) : (
        shown.map((category) => (
          <section
            key={category.busStopCategoryCd}
            className="card"
            aria-labelledby={`sp-delete-${category.busStopCategoryCd}`}
          >
            <h2 id={`sp-delete-${category.busStopCategoryCd}`}>{categoryName(category)}</h2>
            <OwnPointList points={category.busStopList} withStatus={false} />
          </section>
        ))
      )}
      <p className="sp-confirm-note">{t('deletion.note')}</p>
      <div className="sp-actions">
        <button
          type="button"
          className="button button-primary point-delete-primary"
          disabled={shown.length === 0}
          // aria-disabled, not disabled, while sending: focus stays on the button; the hook ignores presses
          aria-disabled={remove.busy}
          onClick={execute}
        >
          {remove.busy ? t('deletion.deleting') : t('deletion.delete')}
        </button>
        {back}
      </div>
    </>
  );
}

/** /sp/BusStopDeleteComfirm (SPEC.md §2, §8; the original's spelling): the ticked points, then BusStopDelete. */
export default function SpBusStopDeleteConfirmRoute() {
  const [params] = useSearchParams();
  const ids = parseChosenPoints(params.get('ids'));
  if (ids.length === 0) return <Navigate to={paths.sp.busStopEdit} replace />;
  return <SpPointFrame title={t('titles.confirmDelete')}>{() => <DeleteConfirm ids={ids} />}</SpPointFrame>;
}
