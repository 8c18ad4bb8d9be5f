import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messages } from '@shared/i18n/messages';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import { isAddressInNetworks } from '@server/domain/auth/site-networks';
import { listNewestOutboxMails } from '@server/domain/mail/list-outbox';
import { sendHttpError } from '@server/plugins/app/envelope';
import { HttpError } from '@server/plugins/app/http-error';
import { t } from '@shared/i18n/mail';

/** Where a deployment without the demo shows its mailbox: this machine (the address TRUST_PROXY makes of a request). */
const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** How many mails the page lists, newest first. */
const MAILBOX_SIZE = 100;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;line-height:1.6;color:#1a1a1a}
article{border:1px solid #999;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:.25rem 0}dl{display:grid;grid-template-columns:max-content 1fr;gap:0 1rem;margin:0}
dt{font-weight:bold}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;background:#f4f4f4;padding:.5rem}
a{color:#0645ad}`;
const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The body with its http(s) links made clickable; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/**
 * `{BASE_PATH}dev/mailbox` (PRODUCT.md §5): with no SMTP_URL, outside production, every mail the
 * product would have sent, newest first, links clickable — so a newcomer can follow a
 * confirmation link. Registered only where that holds (app.ts); without the demo, only a browser
 * on this machine sees it (issue 21: the links in it sign people in), anyone else gets 404.
 */
export default async function mailboxRoutes(app: FastifyInstance) {
  app.get('/mailbox', async (request, reply) => {
    if (app.config.mailbox === 'loopback' && !isAddressInNetworks(request.ip, LOOPBACK)) {
      return sendHttpError(reply, new HttpError(404));
    }
    const mails = await listNewestOutboxMails(app.db, MAILBOX_SIZE);
    const items = mails
      .map(
        (m) => `<article aria-labelledby="mail-${m.id}">
<h2 id="mail-${m.id}">${escapeHtml(m.subject)}</h2>
<dl><dt>${t('mailbox.to')}</dt><dd>${escapeHtml(m.toAddress)}</dd><dt>${t('mailbox.from')}</dt><dd>${escapeHtml(`${m.fromName} <${m.fromAddress}>`)}</dd>
<dt>${t('mailbox.at')}</dt><dd>${formatLongDate(m.createdAt)} ${formatTime(m.createdAt)}</dd><dt>${t('mailbox.state')}</dt><dd>${messages.mail.states[m.status]}</dd></dl>
<pre>${linkify(m.body)}</pre>
</article>`,
      )
      .join('\n');
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', CSP);
    return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('mailbox.title')}</title><style>${STYLE}</style></head>
<body><main><h1>${t('mailbox.title')}</h1>
<p>${t('mailbox.intro', { count: MAILBOX_SIZE })}</p>
${items || `<p>${t('mailbox.empty')}</p>`}
</main></body></html>`;
  });
}
