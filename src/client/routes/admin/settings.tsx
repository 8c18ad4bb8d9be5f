import { t } from '@shared/i18n/console/settings';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { Loading } from '@client/components/ui/Loading';
import { useSchoolSettings } from '@client/features/admin-settings/api/settings';
import { SettingsForm } from '@client/features/admin-settings/components/SettingsForm';
import '@client/styles/admin-settings.css';

/** 学校の設定 (issue 23 §3, admins): what the school shows learners and the rules of booking. */
export default function AdminSettings() {
  const settings = useSchoolSettings();
  if (settings.isPending) return <Loading screen />;
  if (settings.isError) return <AdminQueryProblem error={settings.error} title={t('title')} />;
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <SettingsForm settings={settings.data} />
    </section>
  );
}
