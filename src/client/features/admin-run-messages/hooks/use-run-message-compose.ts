import { useState } from 'react';
import { t } from '@shared/i18n/console/run-messages';
import { RUN_MESSAGE_LIMITS, runMessageBody, type RunMessageKind } from '@shared/schemas/run-messages';
import { messages, withCode } from '@shared/i18n/messages';
import { newIdempotencyKey } from '@client/lib/honest-write';
import { rideDateLabel } from '@client/lib/labels';
import { queryKeys } from '@client/lib/query-keys';
import { writeFailureText } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
import { sendRunMessage } from '../api/run-messages';

/** The run a message goes to, as the run page and the board know it. */
export interface MessageRun {
  runId: number;
  binName: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** learners booked on it: who the message reaches */
  riders: number;
}

/** The delay a template assumes; staff correct it in the text. */
const TEMPLATE_MINUTES = 10;

/** A kind's template filled from the run. */
export const templateFor = (kind: RunMessageKind, run: MessageRun) =>
  t(`template.${kind}`, { run: run.binName, date: rideDateLabel(run.date), minutes: TEMPLATE_MINUTES });

const KINDS: readonly RunMessageKind[] = ['delay', 'cancel', 'stopChange', 'other'];

/**
 * Composing one message to a run's riders: the kind and its template, the text staff edit, the
 * confirm naming how many it reaches, and the send. The request key is chosen once per composed
 * message, so a press resent after a lost answer sends nothing twice; a sent message starts a new one.
 */
export function useRunMessageCompose(run: MessageRun) {
  const [kind, setKindState] = useState<RunMessageKind>('delay');
  const [body, setBodyState] = useState(() => templateFor('delay', run));
  const [requestKey, setRequestKey] = useState(newIdempotencyKey);
  const [asking, setAsking] = useState(false);
  const action = useStaffAction({
    invalidates: [queryKeys.admin.runMessages(run.runId)],
    problemText: writeFailureText,
  });

  const setKind = (next: RunMessageKind) => {
    // a template replaces the text only while staff have not written their own
    const untouched = KINDS.some((k) => templateFor(k, run) === body) || body.trim() === '';
    setKindState(next);
    if (untouched) setBodyState(templateFor(next, run));
    action.clear();
  };
  // one line: a pasted line break becomes a space rather than a refusal
  const setBody = (text: string) => {
    setBodyState(text.replace(/\r\n|[\r\n]/g, ' '));
    action.clear();
  };

  const ask = () => {
    if (runMessageBody(body) === null) {
      action.showProblem(withCode(messages.error[962], 962));
      return;
    }
    setAsking(true);
  };

  const send = async () => {
    setAsking(false);
    const sent = await action.run(
      () => sendRunMessage({ runId: run.runId, kind, body, requestKey }),
      (result) => t('done', { count: result.recipients, mailed: result.mailed }),
    );
    if (!sent) return;
    setRequestKey(newIdempotencyKey());
    setKindState('delay');
    setBodyState(templateFor('delay', run));
  };

  return {
    kind,
    setKind,
    kinds: KINDS,
    body,
    setBody,
    length: [...body.trim()].length,
    maxLength: RUN_MESSAGE_LIMITS.maxLength,
    asking,
    ask,
    cancelAsk: () => setAsking(false),
    send,
    action,
  };
}
