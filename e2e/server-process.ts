import { startServer } from '../test/api/server-process';

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234/bus/ankyo/ */
  baseUrl: string;
  /** SIGSTOP: the process stops answering while the kernel still accepts connections (a stalled server or network) */
  pause(): void;
  /** SIGCONT after `pause` */
  resume(): void;
  /** SIGTERM, then wait for the exit */
  stop(): Promise<void>;
}

/**
 * Starts the built product (dist/server) as users run it, on a free port, with `env` on top of
 * this process's environment (DATA_DIR at least), and waits until it answers its health check.
 */
export async function startServerProcess(
  env: Record<string, string> & { DATA_DIR: string },
): Promise<ServerProcess> {
  const server = await startServer(env.DATA_DIR, env, 120_000);
  return {
    baseUrl: server.baseUrl,
    pause: () => server.child.kill('SIGSTOP'),
    resume: () => server.child.kill('SIGCONT'),
    stop: async () => {
      if (server.child.exitCode !== null) return;
      server.child.kill('SIGCONT');
      server.child.kill('SIGTERM');
      await server.exited(60_000);
    },
  };
}
