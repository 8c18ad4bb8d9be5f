import { useState } from 'react';
import { t } from '@shared/i18n/console/api-tokens';
import type { ApiToken, CreatedApiToken } from '@shared/schemas/admin-imports';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { createApiToken, revokeApiToken } from '../api/api-tokens';

/**
 * What admins do on 連携用トークン: issue a token (its secret shown once, in a panel that stays
 * until they close it) and revoke one. Both go through one staff action.
 */
export function useApiTokensAdmin() {
  const [shown, setShown] = useState<CreatedApiToken | null>(null);
  const action = useStaffAction({ invalidates: [queryKeys.admin.apiTokens] });

  /** true once the token exists, so the form can empty itself */
  const create = async (name: string) => {
    const created = await action.run(
      () => createApiToken(name),
      (answer) => t('done.created', { name: answer.token.name }),
    );
    if (created) setShown(created);
    return created !== undefined;
  };
  const revoke = (token: ApiToken) => {
    if (!window.confirm(t('confirm.revoke', { name: token.name }))) return;
    void action.run(async () => {
      await revokeApiToken(token.tokenId);
      return t('done.revoked', { name: token.name });
    });
  };
  const closeShown = () => {
    if (shown && !window.confirm(t('issued.closeConfirm', { name: shown.token.name }))) return;
    setShown(null);
  };
  return { action, shown, create, revoke, closeShown };
}
