import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the mail tests (smtp-server + mailparser): it accepts any
 * sender, keeps every mail it acknowledged with 250, decoded, and can hold its answer to DATA
 * so a test can kill the client mid-delivery. A mail whose client goes before the answer is not
 * kept: its transaction never completed, as with any real server.
 */
export interface SmtpListener {
  readonly port: number;
  /** smtp://127.0.0.1:<port> */
  readonly url: string;
  /** acknowledged mails, in order */
  readonly mails: ParsedMail[];
  /** mails whose DATA arrived but whose answer is being held */
  held(): number;
  /** hold the answer to every DATA from now on, until `release` */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

/** A loopback port nothing listens on right now (the listener can start there later). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSmtpListener(port = 0): Promise<SmtpListener> {
  const mails: ParsedMail[] = [];
  let holding = false;
  /** held answers by SMTP session: a session that closes takes its unanswered mail with it */
  const waiting = new Map<string, () => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // no reverse DNS of the client: this network has no resolver to ask
    disableReverseLookup: true,
    logger: false,
    onClose(session) {
      waiting.delete(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          waiting.delete(session.id);
          simpleParser(Buffer.concat(chunks))
            .then((mail) => {
              mails.push(mail);
              callback();
            })
            .catch((error: unknown) => callback(error as Error));
        };
        if (holding) waiting.set(session.id, accept);
        else accept();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    held: () => waiting.size,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const accept of [...waiting.values()]) accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
