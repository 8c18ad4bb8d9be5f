import { spawn } from 'node:child_process';
import type { ServerProcess } from './server-process';

/**
 * Runs `npm run school -- …`, `npm run staff -- …` or `npm run import -- …` as an operator would (the same tsx entry
 * the npm scripts run), the password piped on standard input; answers the exit code and all output.
 */
export function runOperatorCli(
  cli: 'school' | 'staff' | 'import',
  args: string[],
  stdin: string,
  env: Record<string, string>,
) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${cli}.ts`, ...args], {
      env: { ...process.env, SCRYPT_LOG_N: '10', LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(stdin);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** A console sign-in over plain HTTP (health check for the anti-forgery cookie, then Admin/StaffLogin). */
export async function staffLoginOver(
  server: Pick<ServerProcess, 'baseUrl'>,
  serviceCode: string,
  loginId: string,
  password: string,
) {
  const health = await fetch(`${server.baseUrl}api/health`);
  const cookies = health.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  const answer = await fetch(`${server.baseUrl}api/Admin/StaffLogin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(xsrf),
      cookie: cookies.join('; '),
    },
    body: JSON.stringify({ serviceCode, loginId, password }),
  });
  return (await answer.json()) as {
    status: boolean;
    data: { role: string; schoolName: string } | null;
    error: { code: number } | null;
  };
}
