import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/points';
import { messages } from '@shared/i18n/messages';
import type { MapPlaces } from '@shared/schemas/bus-stop-reg';
import type { LearnerContext } from '@client/app/use-learner-context';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useMapPlaces } from '@client/features/bus-stop-reg/api/get-map-places';
import { useOwnPoints } from '@client/features/bus-stop-reg/api/get-own-points';
import { PointPlacementForm } from '@client/features/bus-stop-reg/components/PointPlacementForm';
import { usePointDraft, type PointDraft } from '@client/features/bus-stop-reg/hooks/point-draft';
import { categoryName } from '@client/features/bus-stop-reg/utils/point-labels';
import { editPointHref } from '@client/features/bus-stop-reg/utils/point-hrefs';
import { SpPointFrame } from './point-frame';

/** the map without the list of places (still loading, or unreadable): taps and location still work */
const NO_PLACES: MapPlaces = [];

function Placement({
  context,
  draft,
  backHref,
  rejectionReason = null,
}: {
  context: LearnerContext;
  draft: PointDraft;
  backHref: string;
  /** an edit of a point the school did not approve: why, so the learner can fix it */
  rejectionReason?: string | null;
}) {
  const { update } = usePointDraft();
  const navigate = useNavigate();
  const places = useMapPlaces();
  const { provider, siteOption } = context;
  return (
    <>
      <dl className="point-facts">
        <div>
          <dt>{t('facts.category')}</dt>
          <dd>{draft.categoryName}</dd>
        </div>
      </dl>
      {rejectionReason !== null && (
        <div className="point-notes">
          <p>{t('rejection.reason', { reason: rejectionReason })}</p>
          <p>{t('rejection.fixAndSend')}</p>
        </div>
      )}
      <PointPlacementForm
        tiles={siteOption.mapTiles}
        school={{ name: provider.name, lat: provider.latitude, lng: provider.longitude }}
        places={places.data ?? NO_PLACES}
        draft={draft}
        needsCategory={draft.busStopCd === undefined}
        onChange={update}
        onNext={() =>
          navigate(
            draft.busStopCd ? editPointHref(paths.sp.busStopCom, draft.busStopCd) : paths.sp.busStopCom,
          )
        }
      />
      <Link className="button sp-back" to={backHref}>
        {tFrame('back')}
      </Link>
    </>
  );
}

/**
 * Edit mode: the draft of this point, made from the learner's point when none is kept for it. The
 * list is trusted only once read afresh: after an edit the cached one still calls the point
 * editable, and Back would reopen the form of a point now awaiting approval.
 */
function EditPlacement({ context, busStopCd }: { context: LearnerContext; busStopCd: string }) {
  const { draft, replace } = usePointDraft();
  const own = useOwnPoints();
  const kept = draft?.busStopCd === busStopCd ? draft : null;
  const fresh = own.data !== undefined && !own.isFetching;
  const category = own.data?.find((c) => c.busStopList.some((p) => p.busStopCd === busStopCd));
  const point = category?.busStopList.find((p) => p.busStopCd === busStopCd);

  useEffect(() => {
    if (kept || !fresh || !category || !point?.isEditable) return;
    replace({
      busStopCd,
      categoryCd: category.busStopCategoryCd,
      categoryName: categoryName(category),
      lat: point.busStopLat,
      lng: point.busStopLng,
      address: point.ad1,
      name: point.busStopKName,
    });
  }, [kept, fresh, category, point, busStopCd, replace]);

  if (fresh && !point?.isEditable)
    return (
      <>
        <Alert>{point ? messages.error[point.isAwaitingApproval ? 332 : 333] : messages.error[331]}</Alert>
        <Link className="button sp-back" to={paths.sp.busStopEdit}>
          {t('editList.backToEdit')}
        </Link>
      </>
    );
  if (kept)
    return (
      <Placement
        context={context}
        draft={kept}
        backHref={paths.sp.busStopEdit}
        rejectionReason={point?.rejectionReason ?? null}
      />
    );
  if (!own.data && !own.isPending) return <QueryProblem error={own.error} />;
  return <Loading cards={2} />;
}

/**
 * /sp/BusStopReg (SPEC.md §2): a new point of the category chosen on the menu, or with
 * ?busStopCd= an edit of one of the learner's points (the map opens on it).
 */
export default function SpBusStopRegRoute() {
  const [params] = useSearchParams();
  const busStopCd = params.get('busStopCd');
  const { draft } = usePointDraft();
  if (!busStopCd && (!draft || draft.busStopCd !== undefined)) return <Navigate to={paths.sp.menu} replace />;
  return (
    <SpPointFrame title={busStopCd ? t('titles.edit') : t('titles.register')}>
      {(context) =>
        busStopCd ? (
          <EditPlacement context={context} busStopCd={busStopCd} />
        ) : (
          draft && <Placement context={context} draft={draft} backHref={paths.sp.menu} />
        )
      }
    </SpPointFrame>
  );
}
