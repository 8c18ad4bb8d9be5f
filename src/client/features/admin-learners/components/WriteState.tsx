import { failureText } from '@client/lib/refusal-text';

/** A keyed write's state below its form: being checked again after no answer, or refused with the server's text. */
export function WriteState({ checking, error }: { checking: boolean; error: unknown }) {
  const problem = failureText(error);
  return (
    <>
      {checking && <p role="status">結果を確認しています…</p>}
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
    </>
  );
}
