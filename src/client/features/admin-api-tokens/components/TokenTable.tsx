import { t } from '@shared/i18n/console/api-tokens';
import { t as tShell } from '@shared/i18n/console/shell';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { ApiToken } from '@shared/schemas/admin-imports';

interface Props {
  tokens: ApiToken[];
  busy: boolean;
  onRevoke: (token: ApiToken) => void;
}

const when = (iso: string) => `${formatLongDate(new Date(iso))} ${formatTime(new Date(iso))}`;

/** The school's tokens, newest first: revoked ones stay listed, so what sent lessons when stays readable. */
export function TokenTable({ tokens, busy, onRevoke }: Props) {
  if (tokens.length === 0) return <p>{t('table.none')}</p>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.name')}</th>
          <th scope="col">{t('table.prefix')}</th>
          <th scope="col">{t('table.created')}</th>
          <th scope="col">{t('table.lastUsed')}</th>
          <th scope="col">{t('table.state')}</th>
          <th scope="col">{t('table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.tokenId}>
            <td>{token.name}</td>
            <td>
              <code>{token.prefix}…</code>
            </td>
            <td>
              {token.createdBy
                ? t('table.by', { at: when(token.createdAt), who: token.createdBy })
                : when(token.createdAt)}
            </td>
            <td>{token.lastUsedAt ? when(token.lastUsedAt) : t('table.never')}</td>
            <td>{token.revokedAt ? t('table.revoked', { at: when(token.revokedAt) }) : t('table.active')}</td>
            <td>
              {token.revokedAt === null && (
                <button
                  type="button"
                  className="button button-small"
                  aria-disabled={busy}
                  onClick={() => !busy && onRevoke(token)}
                >
                  {t('table.revoke')}
                  <span className="visually-hidden">{tShell('forItem', { item: token.name })}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
