import { createTransport } from 'nodemailer';

/** One mail as the outbox hands it to a transport. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  /** `<…@…>`, the same on every attempt */
  messageId: string;
  date: Date;
}

/**
 * Where outbox mails go: an SMTP server (`SMTP_URL`), or nowhere but the outbox itself, which the
 * development mailbox page lists (the embedded default, PRODUCT.md §5).
 */
export interface MailTransport {
  /** `unset`: production without SMTP_URL, where every attempt fails so mails wait, visible to staff */
  readonly kind: 'smtp' | 'mailbox' | 'unset';
  /** resolves once the server accepted the mail; throws on refusal or a broken connection */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP conversations give up after these, so a silent server fails the attempt instead of holding the job. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** SMTP connections one process keeps open at most */
const POOL_CONNECTIONS = 3;

/** Where mails go for this SMTP_URL: told to the console's go-live checklist too. */
export function mailDeliveryOf(smtpUrl: string | undefined, production: boolean): MailTransport['kind'] {
  return smtpUrl ? 'smtp' : production ? 'unset' : 'mailbox';
}

/**
 * A transport for `SMTP_URL` (smtp://user:pass@host:587, smtps://… for implicit TLS). Unset, mails
 * stay in the outbox: outside production they count as delivered there (the mailbox page lists
 * them); in production every attempt fails, so nothing is marked sent that nobody received.
 * Bodies go out as UTF-8 in base64 (subjects as RFC 2047 encoded words), which every current
 * Japanese mail client reads.
 */
export function createMailTransport(smtpUrl: string | undefined, production: boolean): MailTransport {
  const kind = mailDeliveryOf(smtpUrl, production);
  if (kind === 'unset') {
    return {
      kind: 'unset',
      send: async () => {
        throw new Error('SMTP_URL is not set: mail cannot be delivered');
      },
      close: () => undefined,
    };
  }
  if (!smtpUrl) return { kind: 'mailbox', send: async () => undefined, close: () => undefined };
  const url = new URL(smtpUrl);
  // a pool keeps connections open between mails: opening one costs ~100 ms even on loopback
  const transporter = createTransport({
    pool: true,
    maxConnections: POOL_CONNECTIONS,
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        date: mail.date,
        textEncoding: 'base64',
      });
    },
    close: () => transporter.close(),
  };
}
