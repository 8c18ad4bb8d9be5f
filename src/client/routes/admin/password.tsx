import { t } from '@shared/i18n/console/staff';
import { OwnPasswordForm } from '@client/features/admin-staff/components/OwnPasswordForm';
import '@client/styles/admin-staff.css';

/** パスワード変更 (issue 23 §2): every staff member changes their own password. */
export default function AdminPassword() {
  return (
    <section>
      <h1 className="page-title">{t('own.title')}</h1>
      <OwnPasswordForm />
    </section>
  );
}
