import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import base from '../vitest.config';

/**
 * The spec files by file name, forwards or (E2E_FILE_ORDER=reverse) backwards, instead of vitest's
 * own order (failed first, then slowest by its cache), to show that no spec's outcome depends on
 * another running before it (e2e/README.md):
 *
 *   npx vitest run --config e2e/vitest.file-order.config.ts --project e2e
 *   E2E_FILE_ORDER=reverse npx vitest run --config e2e/vitest.file-order.config.ts --project e2e
 */
class FileNameOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byName = [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
    return process.env.E2E_FILE_ORDER === 'reverse' ? byName.reverse() : byName;
  }
}

export default mergeConfig(
  base,
  defineConfig({
    root: path.resolve(import.meta.dirname, '..'),
    test: { sequence: { sequencer: FileNameOrder } },
  }),
);
