import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { messages } from '@shared/i18n/messages';
import { failureKindNow } from '@client/lib/failure-kind';
import { failureText, isRefusal, type EmptyCode } from '@client/lib/refusal-text';
import { Alert } from './Alert';
import { ConnectionProblem } from './ConnectionProblem';

/**
 * A failed query's text: an empty-list code reads as the plain empty text, any other refusal with
 * its code; a query that could not reach the server names the connection and retries the page's
 * failed queries (the screen and what was entered on it stay).
 */
export function QueryProblem({ error, emptyCode }: { error: unknown; emptyCode?: EmptyCode }) {
  const client = useContext(QueryClientContext);
  if (emptyCode && isRefusal(error, emptyCode)) return <p className="empty">{messages.error[emptyCode]}</p>;
  if (failureKindNow(error) === 'connection') {
    const retry = () =>
      client
        ? void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' })
        : window.location.reload();
    return <ConnectionProblem onRetry={retry} />;
  }
  const failure = failureText(error);
  return failure ? <Alert>{failure}</Alert> : null;
}
