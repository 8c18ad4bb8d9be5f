import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '@shared/i18n/console/login';
import { ErrorBanner } from '@client/components/ui/ErrorBanner';
import { MAIN_ID } from '@client/components/layouts/SkipLink';
import { paths } from '@client/config/paths';
import { staffUserQuery } from '@client/features/staff-auth/api/get-staff-user';
import { StaffLoginForm } from '@client/features/staff-auth/components/StaffLoginForm';
import { consoleReturnPath } from '@client/features/staff-auth/hooks/console-return';

/** The console's sign-in (issue 10 §1): staff of one school, desktop-first; back to the screen a lapsed session left. */
export default function AdminLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const returnTo = consoleReturnPath(params.get('next'));
  const expired = params.get('expired') === '1';
  return (
    <div className="admin-login">
      <ErrorBanner />
      <main id={MAIN_ID} tabIndex={-1} className="admin-login-card">
        <h1>{t('title')}</h1>
        {expired && (
          // a note, not an alert: StatusBanner would show it as a success
          <p role="status" className="alert alert-info">
            {t('expired')}
          </p>
        )}
        <p className="hint">{t('forStaffOnly')}</p>
        <StaffLoginForm
          onSignedIn={(user) => {
            queryClient.clear();
            queryClient.setQueryData(staffUserQuery.queryKey, user);
            navigate(returnTo ?? paths.admin.board, { replace: true });
          }}
        />
      </main>
    </div>
  );
}
