import { t } from '@shared/i18n/learner/not-riding';
import type { Reservation } from '@shared/schemas/reservation';
import { Alert } from '@client/components/ui/Alert';
import { useNotRiding } from '../hooks/use-not-riding';
import { NotRidingDialog } from './NotRidingDialog';

/**
 * 「今日は乗りません」 on one ride, for a smartphone card (`sp`: full-width buttons) or a desktop
 * table cell (`pc`: compact): the button with its confirm step, or the mark with 「やはり乗ります」
 * while the bus has not left.
 */
export function NotRidingControl({ ride, area }: { ride: Reservation; area: 'sp' | 'pc' }) {
  const state = useNotRiding(ride);
  if (state.hidden) return null;
  return (
    <div className={`not-riding not-riding-${area}`}>
      {state.marked && <p className="not-riding-mark">{t('marked')}</p>}
      {state.canMark && (
        <button
          ref={state.markButton}
          type="button"
          className="button not-riding-button"
          aria-disabled={state.busy}
          onClick={state.ask}
        >
          {state.busy ? t('sending') : t('mark')}
        </button>
      )}
      {state.canUndo && (
        <button
          ref={state.undoButton}
          type="button"
          className="button not-riding-button"
          aria-disabled={state.busy}
          onClick={state.undo}
        >
          {state.busy ? t('sending') : t('undo')}
        </button>
      )}
      {state.problem && <Alert>{state.problem}</Alert>}
      {/* mounted only while asked: a closed dialog per ride would still carry its label in the page */}
      {state.asking && <NotRidingDialog ride={ride} onConfirm={state.confirm} onCancel={state.dismiss} />}
    </div>
  );
}
