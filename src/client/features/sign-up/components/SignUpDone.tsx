import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/sign-up';
import { initialPassword } from '@shared/rules/sign-up';

interface Props {
  birthDate: string;
  loginHref: string;
  /** the site lets learners change their password themselves (登録情報の変更) */
  canChangePassword: boolean;
}

/** What a learner reads after signing up: it worked, the password, and the way to sign in. */
export function SignUpDone({ birthDate, loginHref, canChangePassword }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  return (
    <>
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {t('doneTitle')}
      </h1>
      <div role="status" className="card sign-up-done">
        <p>{t('donePassword', { password: initialPassword(birthDate) })}</p>
        <p>{t('doneNext')}</p>
        {canChangePassword && <p>{t('doneChange')}</p>}
      </div>
      <Link className="button button-primary" to={loginHref}>
        {t('toLogin')}
      </Link>
    </>
  );
}
