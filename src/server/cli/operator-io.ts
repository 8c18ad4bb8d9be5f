import { createInterface } from 'node:readline';
import type { Env } from '@server/env';
import { prepareRuntime } from '@server/start-up';

/** Reads the password without echoing it on a terminal; from a pipe, one line per call. */
export async function askPassword(prompt: string, lines: AsyncIterator<string> | null): Promise<string> {
  if (lines) {
    const next = await lines.next();
    return next.done ? '' : next.value;
  }
  process.stdout.write(prompt);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('Cancelled.'));
          return;
        }
        if (char === '\u007f') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** Opens the database, saying what to do when the embedded one is held by a running server. */
export async function runtimeOrAdvice(env: Env) {
  try {
    return await prepareRuntime(env);
  } catch (error) {
    if (!env.DATABASE_URL && error instanceof Error && error.message.includes('is in use by process'))
      throw new Error(
        `${error.message}\nOn the embedded database (PGlite) only one process may open the data folder: ` +
          'stop the server (Ctrl+C), run this command, then start the server again.',
        { cause: error },
      );
    throw error;
  }
}

/**
 * A new password as `staff add` and `school create` take it: asked twice on a terminal, or one
 * line from a pipe (scripts, tests).
 */
export async function readNewPassword(): Promise<string> {
  const lines = process.stdin.isTTY
    ? null
    : createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const password = await askPassword('Password (12 characters or more): ', lines);
  if (!lines && (await askPassword('Password again: ', null)) !== password)
    throw new Error('The two passwords differ; nothing was changed.');
  return password;
}
