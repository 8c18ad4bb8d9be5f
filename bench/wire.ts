import { signInThroughApi, startBuiltServer } from './built-server';
import { reportWireBytes } from './wire-bytes';

/** Bytes on the wire per screen alone (`npx tsx bench/wire.ts`, after `npm run build`). */
const server = await startBuiltServer();
try {
  if (!(await reportWireBytes(server.baseUrl, await signInThroughApi(server.baseUrl)))) {
    console.error('Size budget exceeded: /sp/login takes more than 100,000 bytes on the wire.');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
