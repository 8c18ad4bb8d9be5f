import { Link } from 'react-router';
import { messages } from '@shared/i18n/messages';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useOwnPoints } from '@client/features/bus-stop-reg/api/get-own-points';
import { OwnPointList } from '@client/features/bus-stop-reg/components/OwnPointList';
import { usePointSelection } from '@client/features/bus-stop-reg/hooks/use-point-selection';
import { categoryName, NO_POINTS_TEXT } from '@client/features/bus-stop-reg/utils/point-labels';
import { editPointHref } from '@client/features/bus-stop-reg/utils/point-hrefs';
import { SpPointFrame } from './point-frame';

function EditList() {
  const own = useOwnPoints();
  const { selection, warning, anyDeletable, submit } = usePointSelection(
    own.data,
    paths.sp.busStopDeleteConfirm,
  );
  if (own.isPending) return <Loading cards={2} />;
  if (!own.data) return <QueryProblem error={own.error} />;
  const categories = own.data;
  if (categories.every((c) => c.busStopList.length === 0))
    return (
      <>
        <p className="empty">{NO_POINTS_TEXT}</p>
        <p>
          <Link to={paths.sp.menu}>メニューの「乗車地点の登録」から地点を登録できます</Link>
        </p>
      </>
    );
  return (
    <form onSubmit={submit} noValidate>
      {anyDeletable && <p className="sp-lead">削除する地点にチェックを付けて「削除」を押してください。</p>}
      {categories.map((category) => (
        <section
          key={category.busStopCategoryCd}
          className="card"
          aria-labelledby={`sp-edit-${category.busStopCategoryCd}`}
        >
          <h2 id={`sp-edit-${category.busStopCategoryCd}`}>{categoryName(category)}</h2>
          {category.busStopList.length === 0 ? (
            <p className="empty">{NO_POINTS_TEXT}</p>
          ) : (
            <OwnPointList
              points={category.busStopList}
              selection={selection}
              editHref={(point) => editPointHref(paths.sp.busStopReg, point.busStopCd)}
            />
          )}
        </section>
      ))}
      {anyDeletable && (
        <div className="sp-actions sp-actions-sticky">
          {warning && <Alert>{messages.warning[46]}</Alert>}
          <button type="submit" className="button point-delete-button">
            削除
          </button>
        </div>
      )}
    </form>
  );
}

/** /sp/BusStopEdit (SPEC.md §2, §4): the learner's points by category, to edit or tick for deletion. */
export default function SpBusStopEditRoute() {
  return (
    <SpPointFrame title="地点の編集">
      {() => (
        <>
          <div className="point-notes">
            <p>地点を変更すると、学校が承認するまでその地点からはご予約いただけません。</p>
            <p>承認待ちの地点は、学校が確認するまで変更・削除できません。</p>
            <p>承認済みの地点は変更できません。変更するときは、削除してから登録し直してください。</p>
          </div>
          <EditList />
        </>
      )}
    </SpPointFrame>
  );
}
