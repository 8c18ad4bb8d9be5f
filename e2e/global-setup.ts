import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaff } from '@server/domain/auth/staff/create-staff';
import { readEnv } from '@server/env';
import { prepareRuntime } from '@server/start-up';
import { checkSpecFiles, ownedConsoleAccounts } from './owners';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * Starts the built product on a fresh PGlite folder (the embedded default, so with the demo
 * school), shared by the spec files that have no server of their own. Who may touch what on it —
 * learners, X-Forwarded-For addresses, console accounts, school-wide state — is e2e/owners.ts
 * (the table: e2e/README.md); this checks every spec keeps to it before anything starts.
 */
export default async function setup(project: TestProject) {
  checkSpecFiles(import.meta.dirname);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-'));
  await prepareData(dataDir);
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    // each spec stands for an address of its own with X-Forwarded-For (owners.ts), so no spec's
    // sign-ins count against another's per-address throttle
    TRUST_PROXY: 'loopback',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * What the server's first start does (migrations, the demo school), then the console accounts the
 * specs own, so that a spec that fails sign-ins on purpose never does so on the demo admin.
 */
async function prepareData(dataDir: string): Promise<void> {
  const runtime = await prepareRuntime(readEnv({ ...process.env, DATA_DIR: dataDir }));
  try {
    for (const account of ownedConsoleAccounts()) {
      await createStaff(runtime.database.db, runtime.hasher, {
        serviceCode: 'demo',
        role: 'admin',
        ...account,
      });
    }
  } finally {
    await runtime.database.close();
  }
}
