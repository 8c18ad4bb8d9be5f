import { useState, type FormEvent } from 'react';
import { STAFF_REASON_MAX } from '@shared/schemas/admin-learners';
import type { PendingPoint } from '@shared/schemas/admin-points';
import { failureText } from '@client/lib/refusal-text';
import { rejectPoint } from '../api/points';
import { pointLabel } from './point-labels';

interface Props {
  point: PendingPoint;
  onRejected: (message: string) => void;
}

/** Not approving, with the reason the learner reads in the app and in a mail. */
export function RejectForm({ point, onRejected }: Props) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const result = await rejectPoint(point.busStopCd, point.submittedAt, reason);
      onRejected(
        `${point.learner.name} さんの「${pointLabel(point)}」を承認しませんでした。` +
          (result.mailed
            ? '理由を教習生にメールでお知らせします。'
            : 'メールアドレスが未登録のため、メールは送信していません。'),
      );
    } catch (error) {
      setProblem(failureText(error));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="reject-title" className="points-form">
      <h3 id="reject-title">承認しない</h3>
      <div className="field">
        <label htmlFor="reject-reason">理由（教習生に伝わります。{STAFF_REASON_MAX}文字以内）</label>
        <textarea
          id="reject-reason"
          rows={3}
          maxLength={STAFF_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-describedby="reject-reason-count"
        />
        <p id="reject-reason-count" className="hint">
          {reason.length} / {STAFF_REASON_MAX} 文字
        </p>
      </div>
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        承認しない
      </button>
    </form>
  );
}
