import { t } from '@shared/i18n/console/learners';
import { Alert } from '@client/components/ui/Alert';
import { failureText } from '@client/lib/refusal-text';

/** A keyed write's state below its form: being checked again after no answer, or refused with the server's text. */
export function WriteState({ checking, error }: { checking: boolean; error: unknown }) {
  const problem = failureText(error);
  return (
    <>
      {checking && <p role="status">{t('checking')}</p>}
      {problem && <Alert>{problem}</Alert>}
    </>
  );
}
