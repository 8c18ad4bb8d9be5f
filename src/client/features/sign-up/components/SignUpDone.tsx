import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { signUpMessages } from '@shared/i18n/learner/sign-up';
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
  const s = signUpMessages;
  return (
    <>
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {s.doneTitle}
      </h1>
      <div role="status" className="card sign-up-done">
        <p>{s.donePassword.replace('{password}', initialPassword(birthDate))}</p>
        <p>{s.doneNext}</p>
        {canChangePassword && <p>{s.doneChange}</p>}
      </div>
      <Link className="button button-primary" to={loginHref}>
        {s.toLogin}
      </Link>
    </>
  );
}
