import { signInThroughApi, startBuiltServer } from './built-server';
import { reportMapPageBytes } from './map-pages';
import { reportWireBytes } from './wire-bytes';

/** Bytes on the wire per screen alone, and the map pages' extra JavaScript (`npx tsx bench/wire.ts`, after `npm run build`). */
const server = await startBuiltServer();
try {
  if (!(await reportWireBytes(server.baseUrl, await signInThroughApi(server.baseUrl)))) {
    console.error('Size budget exceeded: /sp/login takes more than 100,000 bytes on the wire.');
    process.exitCode = 1;
  }
  if (!reportMapPageBytes()) {
    console.error('Leaflet is loaded by the login or the menu: it belongs to the map pages only.');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
