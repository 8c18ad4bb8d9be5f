import type { MouseEvent } from 'react';
import { t } from '@shared/i18n/learner/ui';

export const MAIN_ID = 'main';

/**
 * The first stop of the keyboard: straight to the page's content. Focus moves by script rather
 * than by a '#main' address, which the router would take for a page change.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t('skipToMain')}
    </a>
  );
}
