import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const BASE_PATH = '/bus/ankyo/';

/** The built product, as `npm start` runs it. */
const SERVER_ENTRY = 'dist/server/server.js';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** e.g. http://127.0.0.1:41234/bus/ankyo/ */
  baseUrl: string;
  /** stdout and stderr so far */
  output(): string;
  /** the exit code, or 'running' when the process has not ended within `ms` */
  exited(ms: number): Promise<number | null | 'running'>;
}

export function freePort(): Promise<number> {
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

export interface SpawnOptions {
  /** false leaves the server's stdout pipe unread, like a paused pager or a stalled log collector */
  readStdout?: boolean;
}

/** Spawns dist/server/server.js on a free port with a PGlite DATA_DIR; does not wait for it. */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  { readStdout = true }: SpawnOptions = {},
): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error('Run `npm run build` before the process tests.');
  // a caller that must know the address first (PUBLIC_URL) chooses the port itself
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BASE_PATH,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (readStdout) child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}${BASE_PATH}`,
    output: () => output,
    exited: (ms) =>
      Promise.race([exit, new Promise<'running'>((r) => setTimeout(() => r('running'), ms).unref())]),
  };
}

/**
 * Spawns the server and waits until `api/health` answers (a first start migrates and seeds a fresh
 * PGlite folder: allow more time on a busy machine).
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  healthyWithinMs = 30_000,
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  const server = await spawnServer(dataDir, env, options);
  const deadline = Date.now() + healthyWithinMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${server.baseUrl}api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
