import { reportDayBoard } from './day-board';
import { reportDeadlineRush } from './deadline-rush';
import { reportEta } from './eta';
import { reportFixPlan } from './fix-plan';
import { reportImports } from './imports';
import { reportLighthouse } from './lighthouse';
import { reportMailOutbox } from './mail-outbox';
import { signInThroughApi, startBuiltServer } from './built-server';
import { reportMapPageBytes } from './map-pages';
import { reportPositions } from './positions';
import { reportWireBytes } from './wire-bytes';

/**
 * `npm run bench` (after its build): bytes on the wire per screen, the map pages' extra JavaScript and Lighthouse on the built
 * server, then the deadline rush, the day board, the mail outbox's delivery rate, the plan fix and the learners' phones polling
 * live bus positions, the ETA and alert decision of a position cycle, then the import of 10,000 learners and 100,000 lessons. Exits non-zero when a budget or a target is missed or an invariant breaks; prints every figure either way.
 */
const server = await startBuiltServer();
try {
  const session = await signInThroughApi(server.baseUrl);
  if (!(await reportWireBytes(server.baseUrl, session))) {
    console.error('Size budget exceeded: /sp/login takes more than 100,000 bytes on the wire.');
    process.exitCode = 1;
  }
  if (!reportMapPageBytes()) {
    console.error('Leaflet is loaded by the login or the menu: it belongs to the map pages only.');
    process.exitCode = 1;
  }
  if (!(await reportLighthouse(server.baseUrl, session))) {
    console.error('Lighthouse below target on /sp/login or /sp/menu (performance 0.95, accessibility 1).');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
if (!(await reportDeadlineRush())) {
  console.error('Deadline rush: a server error or a capacity counter that does not match its rows.');
  process.exitCode = 1;
}
await reportDayBoard();
await reportMailOutbox();
await reportFixPlan();
if (!(await reportPositions())) {
  console.error(
    'Live bus positions: a target missed, a request failed or a capacity counter does not match its rows.',
  );
  process.exitCode = 1;
}
if (!(await reportEta())) {
  console.error('ETA and alerts: one position cycle of 50 buses × 1,000 booked rides took over 5 ms at p50.');
  process.exitCode = 1;
}
if (!(await reportImports())) {
  console.error(
    'Imports: the 10,000 + 100,000 import took over 60 s on PostgreSQL, or a re-import changed something.',
  );
  process.exitCode = 1;
}
