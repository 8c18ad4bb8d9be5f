import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the built product on a fresh PGlite folder (the embedded default, so with the demo school). */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    // a spec may then stand for another learner address with X-Forwarded-For (the throttled
    // address of sp-login-throttled.spec.ts) without the other specs, on 127.0.0.1, noticing
    TRUST_PROXY: 'loopback',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
