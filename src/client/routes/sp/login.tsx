import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/login';
import { messages } from '@shared/i18n/messages';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { paths, withSchool } from '@client/config/paths';
import { useLoginScreen } from '../login-content';

export default function SpLoginRoute() {
  const { schoolName, content, params, siteOption } = useLoginScreen('sp');
  // sign-up gives a password, so only a site that asks for one offers it (not the lobby kiosk, not mng)
  const offerSignUp = siteOption?.account.passwordRequired === true && params.mode !== 'mng';
  return (
    <SpLayout schoolName={schoolName}>
      <h1 className="page-title">{t('title')}</h1>
      {content}
      {offerSignUp && (
        <p className="sign-up-link">
          <Link to={withSchool(paths.sp.signup, params)}>{messages.login.signUpLink}</Link>
        </p>
      )}
    </SpLayout>
  );
}
