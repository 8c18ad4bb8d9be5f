import { useRef, useState, type FormEvent } from 'react';
import { messages } from '@shared/i18n/messages';
import { STAFF_REASON_MAX } from '@shared/schemas/admin-learners';
import type { PendingPoint } from '@shared/schemas/admin-points';
import { isRefusal, writeFailureText } from '@client/lib/refusal-text';
import { rejectPoint, useRefreshAfterChange } from '../api/points';
import { pointLabel } from './point-labels';

interface Props {
  point: PendingPoint;
  onRejected: (message: string) => void;
}

/** Not approving, with the reason the learner reads in the app and in a mail. */
export function RejectForm({ point, onRejected }: Props) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const refreshAfterChange = useRefreshAfterChange();
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  /** 771 before or after the round trip: the reason field says so and takes the focus. */
  const askForReason = (text: string) => {
    setProblem(text);
    setReasonMissing(true);
    field.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim() === '') {
      askForReason(messages.error[771]);
      return;
    }
    setBusy(true);
    setProblem(null);
    setReasonMissing(false);
    try {
      const result = await rejectPoint(point.busStopCd, point.submittedAt, reason);
      onRejected(
        `${point.learner.name} さんの「${pointLabel(point)}」を承認しませんでした。` +
          (result.mailed
            ? '理由を教習生にメールでお知らせします。'
            : 'メールアドレスが未登録のため、メールは送信していません。'),
      );
    } catch (error) {
      setBusy(false);
      if (isRefusal(error, 771)) askForReason(writeFailureText(error)!);
      else setProblem(writeFailureText(error));
      refreshAfterChange(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="reject-title" className="points-form">
      <h3 id="reject-title">承認しない</h3>
      <div className="field">
        <label htmlFor="reject-reason">理由（教習生に伝わります。{STAFF_REASON_MAX}文字以内）</label>
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
          {reason.length} / {STAFF_REASON_MAX} 文字
        </p>
      </div>
      {problem && (
        <p id="reject-problem" role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page */}
      <button type="submit" className="button" aria-disabled={busy}>
        承認しない
      </button>
    </form>
  );
}
