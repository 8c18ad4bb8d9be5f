import { t } from '@shared/i18n/console/api-tokens';
import { FEED_CALLS_PER_HOUR } from '@shared/schemas/admin-imports';
import { Loading } from '@client/components/ui/Loading';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { useApiTokens } from '@client/features/admin-api-tokens/api/api-tokens';
import { CreateTokenForm } from '@client/features/admin-api-tokens/components/CreateTokenForm';
import { IssuedTokenPanel } from '@client/features/admin-api-tokens/components/IssuedTokenPanel';
import { TokenTable } from '@client/features/admin-api-tokens/components/TokenTable';
import { useApiTokensAdmin } from '@client/features/admin-api-tokens/hooks/use-api-tokens-admin';

/**
 * 連携用トークン (issue 24 §3, admins only): tokens for the office system's lesson feed — issued
 * (the secret shown once), listed with their last use, revoked.
 */
export default function AdminApiTokens() {
  const tokens = useApiTokens();
  const admin = useApiTokensAdmin();

  if (tokens.isPending) return <Loading screen />;
  if (tokens.isError) return <AdminQueryProblem error={tokens.error} title={t('title')} />;
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('intro', { limit: FEED_CALLS_PER_HOUR })}</p>
      {/* an issued token's panel takes the focus itself */}
      <ActionOutcome done={admin.action.done} problem={admin.action.problem} focus={!admin.shown} />
      {admin.shown && <IssuedTokenPanel shown={admin.shown} onClose={admin.closeShown} />}
      <CreateTokenForm busy={admin.action.busy} onCreate={admin.create} />
      <TokenTable tokens={tokens.data.tokens} busy={admin.action.busy} onRevoke={admin.revoke} />
    </section>
  );
}
