import { parseArgs } from 'node:util';
import { createMngLink } from '@server/domain/auth/mng-link';
import { readEnv } from '@server/env';
import { prepareRuntime } from '@server/start-up';

/** `npm run mng-link -- <seitoNo> [--site 1] [--pc] [--service demo]` prints a one-time sign-in URL. */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      site: { type: 'string', default: '1' },
      pc: { type: 'boolean', default: false },
      service: { type: 'string' },
    },
  });
  const seitoNo = positionals[0];
  if (!seitoNo) throw new Error('Usage: npm run mng-link -- <seitoNo> [--site 1] [--pc] [--service demo]');
  const env = readEnv();
  const serviceCode = values.service ?? env.DEFAULT_SERVICE_CODE;
  if (!serviceCode)
    throw new Error('This deployment has no default school: name one with --service <serviceCode>.');
  const runtime = await prepareRuntime(env);
  try {
    const url = await createMngLink(
      runtime.database.db,
      runtime.secrets.silentAuthKey,
      {
        serviceCode,
        seitoNo,
        site: values.site,
        area: values.pc ? 'pc' : 'sp',
        baseUrl: `${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`}${env.BASE_PATH}`,
      },
      runtime.clock(),
    );
    console.log(url);
    console.log('Valid for 5 minutes, once.');
  } finally {
    await runtime.database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
