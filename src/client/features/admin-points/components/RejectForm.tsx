import { useRef, useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/points';
import { messages } from '@shared/i18n/messages';
import { STAFF_REASON_MAX } from '@shared/schemas/admin-learners';
import type { PendingPoint } from '@shared/schemas/admin-points';
import { Alert } from '@client/components/ui/Alert';
import { isRefusal, writeFailureText } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
import { rejectPoint, useRefreshAfterChange } from '../api/points';
import { pointLabel } from './point-labels';

interface Props {
  point: PendingPoint;
  onRejected: (message: string) => void;
}

/** Not approving, with the reason the learner reads in the app and in a mail. */
export function RejectForm({ point, onRejected }: Props) {
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const refreshAfterChange = useRefreshAfterChange();

  /** 771 before or after the round trip: the reason field says so and takes the focus. */
  const markReasonMissing = () => {
    setReasonMissing(true);
    field.current?.focus();
  };
  const reject = useStaffAction({
    problemText: writeFailureText,
    onError: (error) => {
      if (isRefusal(error, 771)) markReasonMissing();
      refreshAfterChange(error);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reject.busy) return;
    if (reason.trim() === '') {
      reject.showProblem(messages.error[771]);
      markReasonMissing();
      return;
    }
    setReasonMissing(false);
    const result = await reject.run(() => rejectPoint(point.busStopCd, point.submittedAt, reason));
    if (!result) return;
    onRejected(
      t('reject.done', { learner: point.learner.name, point: pointLabel(point) }) +
        (result.mailed ? t('reject.mailed') : t('notMailed')),
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="reject-title" className="points-form">
      <h3 id="reject-title">{t('reject.title')}</h3>
      <div className="field">
        <label htmlFor="reject-reason">{t('reject.reason', { max: STAFF_REASON_MAX })}</label>
        <textarea
          id="reject-reason"
          ref={field}
          rows={3}
          maxLength={STAFF_REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonMissing(false);
          }}
          aria-invalid={reasonMissing}
          aria-describedby={reasonMissing ? 'reject-problem reject-reason-count' : 'reject-reason-count'}
        />
        <p id="reject-reason-count" className="hint">
          {t('reject.reasonLength', { count: reason.length, max: STAFF_REASON_MAX })}
        </p>
      </div>
      {reject.problem && (
        // Alert takes no id: this wrapper names it as the reason field's description
        <div id="reject-problem">
          <Alert>{reject.problem}</Alert>
        </div>
      )}
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page */}
      <button type="submit" className="button" aria-disabled={reject.busy}>
        {t('reject.submit')}
      </button>
    </form>
  );
}
