import { messages } from '@shared/i18n/messages';
import { failureText, isRefusal, type EmptyCode } from '@client/lib/refusal-text';
import { Alert } from './Alert';

/** A failed query's text: an empty-list code reads as the plain empty text, any other refusal with its code. */
export function QueryProblem({ error, emptyCode }: { error: unknown; emptyCode?: EmptyCode }) {
  if (emptyCode && isRefusal(error, emptyCode)) return <p className="empty">{messages.error[emptyCode]}</p>;
  const failure = failureText(error);
  return failure ? <Alert>{failure}</Alert> : null;
}
