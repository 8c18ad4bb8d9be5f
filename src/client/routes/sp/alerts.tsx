import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/frame';
import { paths } from '@client/config/paths';
import { AlertSettingsPanel } from '@client/features/alerts/components/AlertSettingsPanel';
import { SpFrame } from './sp-frame';
import '@client/styles/alerts.css';

export default function SpAlertsRoute() {
  return (
    <SpFrame>
      {() => (
        <>
          <h1 className="page-title">{t('screens.alerts')}</h1>
          <AlertSettingsPanel />
          <Link className="button" to={paths.sp.menu}>
            {t('back')}
          </Link>
        </>
      )}
    </SpFrame>
  );
}
