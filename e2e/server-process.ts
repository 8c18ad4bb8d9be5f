import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const BASE_PATH = '/bus/ankyo/';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234/bus/ankyo/ */
  baseUrl: string;
  /** SIGTERM, then wait for the exit */
  stop(): Promise<void>;
}

/**
 * Starts the built product (dist/server) as users run it, on a free port, with `env` on top of
 * this process's environment (DATA_DIR at least), and waits until it answers its health check.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!fs.existsSync('dist/server/server.js')) throw new Error('Run `npm run build` before the e2e tests.');
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BASE_PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}${BASE_PATH}`;
  await waitForHealth(`${baseUrl}api/health`, child, () => output);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
