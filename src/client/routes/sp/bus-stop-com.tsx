import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { t } from '@shared/i18n/learner/points';
import { messages } from '@shared/i18n/messages';
import { pointFormProblems } from '@shared/rules/point-form';
import { Alert } from '@client/components/ui/Alert';
import { paths } from '@client/config/paths';
import { useSavePoint } from '@client/features/bus-stop-reg/api/save-point';
import { PointFacts } from '@client/features/bus-stop-reg/components/PointFacts';
import { usePointDraft, type PointDraft } from '@client/features/bus-stop-reg/hooks/point-draft';
import { editPointHref } from '@client/features/bus-stop-reg/utils/point-hrefs';
import { writeFailureText } from '@client/lib/refusal-text';
import type { MenuState } from './menu';
import { SpPointFrame } from './point-frame';

function Confirm({ draft }: { draft: PointDraft }) {
  const save = useSavePoint();
  const { replace } = usePointDraft();
  const navigate = useNavigate();
  const editing = draft.busStopCd !== undefined;
  const regHref = editing ? editPointHref(paths.sp.busStopReg, draft.busStopCd!) : paths.sp.busStopReg;

  const execute = () => {
    const busStop = {
      busStopLat: draft.lat!,
      busStopLng: draft.lng!,
      ad1: draft.address.trim(),
      busStopKName: draft.name.trim(),
    };
    save.mutate(
      draft.busStopCd
        ? { busStopCd: draft.busStopCd, busStop }
        : { busStopCategory: draft.categoryCd, busStop },
      {
        onSuccess: (registeredIn) => {
          replace(null);
          const text = editing ? messages.points.updated : messages.points.registered;
          const state: MenuState = {
            messages: [text.replace('{category}', registeredIn || draft.categoryName)],
          };
          navigate(paths.sp.menu, { replace: true, state });
        },
      },
    );
  };
  const failure = writeFailureText(save.error);

  return (
    <>
      {failure && <Alert>{failure}</Alert>}
      <section className="card" aria-labelledby="sp-point-confirm">
        <h2 id="sp-point-confirm">{editing ? t('confirm.edited') : t('toRegister')}</h2>
        <PointFacts draft={draft} />
      </section>
      <div className="point-notes">
        <p>{t('confirm.mayNotSuit')}</p>
        <p>{t('confirm.untilApproved')}</p>
      </div>
      <div className="sp-actions">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page; the
            hook ignores presses while busy */}
        <button type="button" className="button button-primary" aria-disabled={save.busy} onClick={execute}>
          {save.busy ? t('confirm.sending') : editing ? t('confirm.change') : t('confirm.register')}
        </button>
        <Link className="button" to={regHref}>
          {t('confirm.backToInput')}
        </Link>
      </div>
    </>
  );
}

/** /sp/BusStopCom (SPEC.md §2): the point as entered, sent with BusStopRegister (or BusStopUpdate for an edit). */
export default function SpBusStopComRoute() {
  const [params] = useSearchParams();
  const busStopCd = params.get('busStopCd') ?? undefined;
  const { draft } = usePointDraft();
  // checked on arrival only: the draft is cleared once sent, on the way to the menu
  const [onArrival] = useState(draft);
  const regHref = busStopCd ? editPointHref(paths.sp.busStopReg, busStopCd) : paths.sp.busStopReg;
  if (!onArrival || onArrival.busStopCd !== busStopCd)
    return <Navigate to={busStopCd ? regHref : paths.sp.menu} replace />;
  if (pointFormProblems(onArrival, busStopCd === undefined).length > 0)
    return <Navigate to={regHref} replace />;
  return (
    <SpPointFrame title={busStopCd ? t('titles.confirmEdit') : t('titles.confirmRegister')}>
      {() => <Confirm draft={onArrival} />}
    </SpPointFrame>
  );
}
