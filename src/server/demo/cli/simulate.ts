import { parseArgs } from 'node:util';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { openSimulator, SimulatorError, type TickReport } from '@server/demo/simulator/simulator';
import { readSimulatorEnv } from '@server/env';

const USAGE =
  'Usage: npm run simulate -- [--once] [--time HH:MM] [--interval 5]\n' +
  '  env SIM_BASE_URL (default http://127.0.0.1:3000/bus/ankyo/), SIM_LOGIN_ID / SIM_PASSWORD (default the demo admin)';

function describe(report: TickReport, shifted: boolean): string {
  const failures = report.failed.map((f) => `${f.vehicleCd} ${f.reason}`).join(', ');
  return [
    `${new Date().toISOString()} ${report.date} ${report.time}${shifted ? ' (simulated)' : ''}:`,
    `${report.moving.length + report.parked.length} reported`,
    `(moving ${report.moving.join(' ') || '-'}; parked ${report.parked.join(' ') || '-'}),`,
    `${report.silent.length} off shift,`,
    ...(report.skipped.length > 0
      ? [
          `${report.skipped.length} skipped (${report.skipped.map((v) => `${v.vehicleCd} ${v.reason}`).join(', ')}),`,
        ]
      : []),
    `${report.failed.length} failed${failures ? `: ${failures}` : ''}`,
  ].join(' ');
}

/**
 * `npm run simulate`: drives the demo school's buses along the server's today's runs through the
 * real OsmAnd endpoint of a running server (issue 13 §5), on the server's clock (read from
 * api/health: CLOCK_START may shift it). `--time HH:MM` shows the buses as they would be at that
 * time of the server's day; the clock keeps running from there.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      once: { type: 'boolean', default: false },
      time: { type: 'string' },
      interval: { type: 'string', default: '5' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const intervalSeconds = Number(values.interval);
  if (!Number.isFinite(intervalSeconds) || intervalSeconds < 1) throw new SimulatorError(USAGE);
  const time = values.time === undefined ? null : /^([01]\d|2[0-3]):([0-5]\d)$/.exec(values.time);
  if (time === null && values.time !== undefined) {
    throw new SimulatorError(`--time takes HH:MM (00:00–23:59), not "${values.time}"\n${USAGE}`);
  }
  const env = readSimulatorEnv();
  const simulator = await openSimulator({
    baseUrl: env.SIM_BASE_URL,
    loginId: env.SIM_LOGIN_ID,
    password: env.SIM_PASSWORD,
  });
  // the buses run on the server's clock (CLOCK_START may shift it); --time moves them from there
  let shiftMs = 0;
  if (time) {
    const now = simulator.serverNow();
    shiftMs =
      japanInstant(japanDateKey(now), Number(time[1]) * 60 + Number(time[2])).getTime() - now.getTime();
  }

  const tick = async () => {
    try {
      const report = await simulator.tick(shiftMs);
      console.log(describe(report, shiftMs !== 0));
      if (report.failed.length > 0) process.exitCode = 1;
    } catch (error) {
      if (error instanceof SimulatorError) fail(error);
      // the server restarting or a passing network fault: say so and try again next tick
      console.error(
        `${new Date().toISOString()} tick failed: ${error instanceof Error ? error.message : error}`,
      );
      process.exitCode = 1;
    }
  };
  if (values.once) return tick();

  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  process.on('SIGINT', () => {
    if (stopping) process.exit(130);
    stopping = true;
    clearTimeout(timer);
    console.log('simulator stopped');
  });
  console.log(`simulating the demo's buses at ${env.SIM_BASE_URL} every ${intervalSeconds} s; Ctrl-C stops`);
  const loop = async () => {
    const started = Date.now();
    await tick();
    if (!stopping) timer = setTimeout(loop, Math.max(0, intervalSeconds * 1000 - (Date.now() - started)));
  };
  await loop();
}

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

main().catch(fail);
