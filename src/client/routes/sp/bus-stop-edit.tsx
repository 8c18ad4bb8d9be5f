import { Link } from 'react-router';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/points';
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
          <Link to={paths.sp.menu}>{t('editList.registerFromMenu')}</Link>
        </p>
      </>
    );
  return (
    <form onSubmit={submit} noValidate>
      {anyDeletable && <p className="sp-lead">{t('editList.deleteLead')}</p>}
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
            {t('editList.delete')}
          </button>
        </div>
      )}
    </form>
  );
}

/** /sp/BusStopEdit (SPEC.md §2, §4): the learner's points by category, to edit or tick for deletion. */
export default function SpBusStopEditRoute() {
  return (
    <SpPointFrame title={tFrame('screens.pointEdit')}>
      {() => (
        <>
          <div className="point-notes">
            <p>{t('editList.changeNeedsApproval')}</p>
            <p>{messages.error[332]}</p>
            <p>{t('editList.approvedStay')}</p>
          </div>
          <EditList />
        </>
      )}
    </SpPointFrame>
  );
}
