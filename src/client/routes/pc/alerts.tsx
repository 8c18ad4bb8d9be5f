import { t } from '@shared/i18n/learner/frame';
import { AlertSettingsPanel } from '@client/features/alerts/components/AlertSettingsPanel';
import { PcFrame } from './pc-frame';
import '../../styles/alerts.css';

export default function PcAlertsRoute() {
  return (
    <PcFrame>
      {() => (
        <>
          <h1 className="page-title">{t('screens.alerts')}</h1>
          <AlertSettingsPanel />
        </>
      )}
    </PcFrame>
  );
}
