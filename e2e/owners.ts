import fs from 'node:fs';
import path from 'node:path';

/**
 * Who owns what on the shared e2e server (issue 22 §7). Every spec file runs against one server
 * that global-setup.ts starts with the demo school; a spec may read and write there only what it
 * owns here, so the order of the files can change no outcome:
 * - its own demo learners (sign-ins, bookings, points, contact details, locks);
 * - its own X-Forwarded-For address (the per-address sign-in throttle): `claim` makes the
 *   browser contexts of `useLearnerPages`/`contextOptions` and the API clients of learner.ts send
 *   it, and the server trusts it from loopback (TRUST_PROXY=loopback);
 * - its own console accounts where it fails sign-ins (global-setup creates them): successful
 *   sign-ins as the demo admin change nothing another spec looks at, failed ones would.
 * What a spec changes school-wide is said in its `schoolWide`, with why no other spec's assertion
 * depends on it. A spec that needs more (a clock, a paused process, another school setting, data
 * written into the database) starts a server of its own (`server: 'own'`); there it may use any
 * demo learner, since nobody else sees that server.
 *
 * Rule for a new spec: add an entry named after the file, with learners nobody else here has
 * (`freeLoadLearners()` lists them) and the next address, and call `claim('<name>')` at the top of
 * the file; global-setup refuses to start when a spec has no entry, does not claim it, or writes a
 * student number or an address of its own instead of taking them from here.
 */

export interface DemoLearner {
  seitoNo: string;
  password: string;
  name: string;
  furigana: string;
}

export interface ConsoleAccount {
  loginId: string;
  password: string;
  name: string;
}

interface Owner {
  /** X-Forwarded-For of everything the spec sends to the shared server (none: it sends nothing there) */
  address?: string;
  /** further addresses the spec alone stands for, sent explicitly (a carrier's NAT, a sprayer) */
  otherAddresses?: Record<string, string>;
  /** the demo learners it uses on the shared server */
  learners: Record<string, DemoLearner>;
  /** console accounts of its own there, created by global-setup (all with the admin role) */
  consoleAccounts?: Record<string, ConsoleAccount>;
  /** what it changes there for the whole school, and why no other spec's assertion depends on it */
  schoolWide?: string;
  /** a server of its own: why, and the demo learners it uses there (nobody else sees them) */
  ownServer?: { why: string; learners: Record<string, DemoLearner> };
}

export interface LoadLearner extends DemoLearner {
  /** as the seed enrolled them (demo-people.ts) */
  mobileNumber: string;
  mailAddress: string;
}

/**
 * Load learner `n` of the demo (1000001–1000080, password 0101): 負荷 NN / ふか NN. The seed fills
 * four busy runs (period 5 or later) a business day with load learners in number order, 37 to 77
 * of them: 1000001–1000037 ride every day, those above less and less often, 1000078–1000080
 * never. A spec that needs a day without a ride of its learner takes one from the top.
 */
export function loadLearner(n: number): LoadLearner {
  if (!Number.isInteger(n) || n < 1 || n > 80) throw new Error(`no load learner ${n}`);
  const nn = String(n).padStart(2, '0');
  const seitoNo = String(1_000_000 + n);
  return {
    seitoNo,
    password: '0101',
    name: `負荷 ${nn}`,
    furigana: `ふか ${nn}`,
    mobileNumber: `070-0000-${String(n).padStart(4, '0')}`,
    mailAddress: `load${seitoNo}@example.jp`,
  };
}

/** The demo's main learner: the demo's own bookings (first business days) and pending point K0002 are theirs. */
export const MAIN_LEARNER: DemoLearner = {
  seitoNo: '1234567',
  password: '0401',
  name: '山田 太郎',
  furigana: 'やまだ たろう',
};

export const SECOND_LEARNER: DemoLearner = {
  seitoNo: '7654321',
  password: '1225',
  name: '佐藤 花子',
  furigana: 'さとう はなこ',
};

/** Enrolled without web access: signs up once (then the password is the birthday, 1103). */
export const SIGN_UP_LEARNER: DemoLearner = {
  seitoNo: '3456789',
  password: '1103',
  name: '高橋 美咲',
  furigana: 'たかはし みさき',
};

const load = loadLearner;

export const OWNERS = {
  'admin-console': {
    address: '192.0.2.1',
    // proxy: never on a demo ride, so the desk's rows of that day are the ones this spec books
    learners: { proxy: load(76), noticeReader: load(1), locked: load(2), silentLink: load(3) },
    schoolWide:
      'a notice with a subject of its own, withdrawn in the same test (and in its finally, should the test fail)',
  },
  'admin-console-details': {
    address: '192.0.2.2',
    // books and cancels on a day 2–20 days ahead that holds no ride of theirs: few demo rides
    learners: { desk: load(59) },
  },
  'admin-fix-plan': {
    learners: {},
    ownServer: {
      why: 'a booking cut-off at midnight and the seed’s fix of tomorrow undone, then the plan fixed and mailed',
      learners: { main: MAIN_LEARNER },
    },
  },
  'admin-login': {
    address: '192.0.2.3',
    otherAddresses: { sprayer: '198.51.100.60' },
    learners: { learner: load(4) },
    consoleAccounts: {
      mistyped: { loginId: 'e2e-mistyped', password: 'e2e-mistyped-password', name: '誤入力 確認' },
      sprayed: { loginId: 'e2e-sprayed', password: 'e2e-sprayed-password', name: '総当たり 確認' },
    },
    schoolWide:
      'fails sign-ins on console accounts of its own only: the demo admin is never locked nor challenged',
  },
  'admin-mails': {
    address: '192.0.2.4',
    learners: {},
  },
  'admin-settings-calendar': {
    learners: {},
    ownServer: {
      why: "the school's cut-off, horizon, location and calendar changed from the console",
      learners: {},
    },
  },
  'admin-api-tokens': {
    learners: {},
    ownServer: {
      why: 'lesson-feed tokens issued and revoked, lessons sent through the feed',
      learners: {},
    },
  },
  'admin-sites': {
    learners: {},
    ownServer: {
      why: "a site's menu switches changed from the console",
      learners: {},
    },
  },
  'admin-network': {
    learners: {},
    ownServer: {
      why: "the school's timetable and areas changed from the console",
      learners: {},
    },
  },
  'admin-network-courses': {
    learners: {},
    ownServer: {
      why: "the school's stops and courses changed from the console",
      learners: {},
    },
  },
  'admin-audit-readable': {
    learners: {},
    ownServer: {
      why: "changes a run's capacity and vehicle from the console to read them in the audit log",
      learners: {},
    },
  },
  'admin-manifests': {
    learners: {},
    ownServer: {
      why: "assigns a vehicle to the next business day's busiest run, which the shared board would show",
      learners: {},
    },
  },
  'admin-run-changes': {
    learners: {},
    ownServer: {
      why: "cancels a demo run and moves its learners: the next business day's bookings change",
      learners: {},
    },
  },
  'admin-run-messages': {
    learners: {},
    ownServer: {
      why: "messages the riders of a demo run of its learner's: run messages and their mails",
      learners: { rider: load(1) },
    },
  },
  'admin-waitlist': {
    learners: {},
    ownServer: {
      why: "makes a demo run full and queues learners on it, and switches the school's waitlist and reminder settings",
      // never on a demo ride: free to queue on any run
      learners: { first: load(78), second: load(79), third: load(80) },
    },
  },
  'go-live': {
    learners: {},
    ownServer: {
      why: 'issue 23 acceptance: a school created by the operator on an empty production database (no demo), set up in the console to its first booking',
      learners: {},
    },
  },
  'admin-imports': {
    learners: {},
    ownServer: {
      why: "the school's areas and learners changed by files imported in the console",
      learners: {},
    },
  },
  'admin-run-pattern': {
    learners: {},
    ownServer: {
      why: "a course's weekly run pattern saved from the console: its runs to the horizon change",
      learners: {},
    },
  },
  'admin-assignments': {
    learners: {},
    ownServer: {
      why: "vehicles added and assigned to whole days and courses: the runs' vehicles change",
      learners: {},
    },
  },
  'admin-points': {
    learners: {},
    ownServer: {
      why: 'pending points written into its folder, then approved and refused',
      // main: the demo's point K0002 of theirs awaits approval there too
      learners: { home: load(24), work: load(25), markup: load(26), main: MAIN_LEARNER },
    },
  },
  'admin-learner-desk': {
    learners: {},
    ownServer: {
      why: "a same-day booking on a shifted clock, the main learner's password reset",
      learners: { main: MAIN_LEARNER },
    },
  },
  'admin-alerts': {
    learners: {},
    ownServer: {
      why: "alerts of the morning written into the database before the server starts (the engine's rows), and the school's alert settings changed",
      learners: {},
    },
  },
  'admin-boarding': {
    learners: {},
    ownServer: {
      why: 'boarding taps and 乗りません written into the database for a week of bookings before the server starts, its clock on that evening',
      learners: {},
    },
  },
  'admin-board-today': {
    learners: {},
    ownServer: {
      why: 'clocks set inside service hours and after the 17:00 switch; a learner books the next business day while the board polls',
      learners: { booker: load(70) },
    },
  },
  'admin-staff': {
    learners: {},
    ownServer: {
      why: 'adds, stops and re-issues console accounts and demotes the demo admin: the demo school’s staff list changes',
      learners: {},
    },
  },
  'admin-vehicles': {
    address: '192.0.2.5',
    learners: {},
    schoolWide:
      'vehicle E2E-LIVE registered and retired; a fix for 1号車 (sp-busplace posts its own before it looks); another vehicle on one run 3–5 weeks ahead (seats are the run’s, not the vehicle’s)',
  },
  'change-registration': {
    address: '192.0.2.6',
    learners: { spMobile: load(31), pcMobile: load(32), mail: load(33) },
  },
  'general-failure': {
    address: '192.0.2.7',
    learners: { learner: load(5) },
  },
  'honest-waiting': {
    address: '192.0.2.34',
    learners: { phone: load(34), desktop: load(35) },
  },
  'field-messages': {
    address: '192.0.2.35',
    learners: { phone: load(36), desktop: load(37), codeStyle: load(39) },
  },
  'hidden-names': {
    address: '192.0.2.8',
    learners: { phone: load(68), desktop: load(69) },
  },
  'layouts-hold': {
    address: '192.0.2.36',
    learners: { cancelTable: load(40), grid: load(41), phone: load(43) },
  },
  'login-no-school': {
    learners: {},
    ownServer: { why: 'a production deployment, without the demo school', learners: {} },
  },
  'maps-offline': {
    address: '192.0.2.33',
    learners: { busMap: load(30), registration: load(25) },
  },
  'menu-actions': {
    address: '192.0.2.31',
    learners: { many: load(20), flow: load(21), desktop: load(22) },
  },
  'page-change': {
    address: '192.0.2.9',
    learners: { first: load(65), second: load(66) },
  },
  'paused-server': {
    // its last test, on the shared server, answers the sign-in itself: nothing reaches the server
    address: '192.0.2.10',
    learners: {},
    ownServer: {
      why: 'paused with SIGSTOP, which would stall every other spec',
      learners: { main: MAIN_LEARNER, second: SECOND_LEARNER, canceller: load(50) },
    },
  },
  'pc-cancel': {
    address: '192.0.2.11',
    learners: {
      checkAndCancel: load(55),
      nothingTicked: load(56),
      otherTab: load(57),
      cancelledMeanwhile: load(58),
    },
  },
  'pc-grid-keyboard': {
    address: '192.0.2.12',
    learners: { keyboard: load(63), viewer: load(6) },
  },
  'pc-login': {
    address: '192.0.2.13',
    learners: { menu: load(7), mistyped: load(8), silentLink: load(9) },
  },
  'pc-long-horizon': {
    address: '192.0.2.14',
    learners: { learner: SECOND_LEARNER },
  },
  'pc-reservation': {
    address: '192.0.2.15',
    // MAIN_LEARNER is shared with sp-reservation (SHARED_LEARNERS): read-only here
    learners: { main: MAIN_LEARNER, booksTwice: load(60), siteThree: load(61), outboundTaken: load(62) },
  },
  screens: {
    address: '192.0.2.16',
    learners: { phone: load(67), desktop: load(64), points: load(29), buses: load(10) },
  },
  'ride-words': {
    address: '192.0.2.30',
    learners: { menu: load(17), phone: load(18), desktop: load(19) },
  },
  'sp-busplace': {
    address: '192.0.2.17',
    learners: { scripted: load(72), real: load(73) },
    schoolWide:
      'fixes for every demo vehicle through osmand (admin-vehicles posts its own before it looks, and finds its vehicle on the live map by name, since these go stale there)',
  },
  'bus-states': {
    address: '192.0.2.32',
    learners: { scripted: load(23) },
    ownServer: {
      why: "a shifted clock on a ride day: the learner's morning run in its hours, the run home not yet out",
      learners: { rider: load(24) },
    },
  },
  'driver-page': {
    learners: {},
    ownServer: {
      why: 'a shifted clock on a ride day: the driver page of the riders’ bus signed in with a one-time code, its taps and GPS',
      // never on a demo ride: the run's riders are these two (and the demo's own bookings)
      learners: { watcher: load(79), other: load(80) },
    },
  },
  'sp-busplace-live': {
    learners: {},
    ownServer: { why: 'a shifted clock, inside a run’s window', learners: { rider: load(71) } },
  },
  'sp-cancel': {
    address: '192.0.2.18',
    learners: {
      checkAndCancel: load(50),
      nothingTicked: load(51),
      otherTab: load(52),
      cancelledMeanwhile: load(53),
    },
  },
  'sp-login': {
    address: '192.0.2.19',
    learners: {
      menu: load(11),
      homeScreen: load(12),
      mistyped: load(13),
      locked: load(42),
      siteTwo: load(14),
      silentLink: load(15),
    },
  },
  'sp-login-throttled': {
    // everything it sends comes from a carrier's address, which it puts over the address's limit
    address: '203.0.113.50',
    learners: { learner: load(16) },
  },
  'push-alerts': {
    learners: {},
    ownServer: {
      why: 'PUSH_SERVICE_HOSTS=127.0.0.1 for the loopback push service, and the learner’s push subscriptions and alert switches',
      learners: { phone: MAIN_LEARNER, desktop: load(2) },
    },
  },
  'sp-not-riding': {
    learners: {},
    ownServer: {
      why: "a shifted clock on a ride day, past its cut-off and before the day's busy runs set out",
      learners: { phone: load(1), desktop: load(2) },
    },
  },
  'sp-waitlist': {
    learners: {},
    ownServer: {
      why: "issue 29 キャンセル待ち: queues on the demo's full runs, a rider's cancel promoting the head and its mail",
      // rider: the first rider of each day's full run (demo-runs.ts); joiner and leaver never ride
      learners: { rider: load(1), joiner: load(80), leaver: load(79) },
    },
  },
  'sp-planner': {
    learners: {},
    ownServer: {
      why: 'a run made full through the console (SetRunCapacity) and a clock at 10:00 on a weekday, so the seeded lessons of the next days are bookable',
      learners: { planner: MAIN_LEARNER, filler: SECOND_LEARNER },
    },
  },
  'sp-points': {
    address: '192.0.2.20',
    learners: { registers: load(27), keyboard: load(28), edits: load(38), currentPlace: load(26) },
    schoolWide:
      'points of its own learners approved onto a course or refused in the console, found there by name',
  },
  'sp-points-network': {
    address: '192.0.2.21',
    learners: { learner: load(70) },
  },
  'sp-reservation': {
    address: '192.0.2.22',
    // MAIN_LEARNER is shared with pc-reservation (SHARED_LEARNERS)
    learners: {
      main: MAIN_LEARNER,
      byArea: load(80),
      byCourse: load(79),
      byCategory: load(78),
      byAddress: load(77),
      bookedMeanwhile: load(75),
      noCondition: load(74),
    },
  },
  'sp-signup': {
    address: '192.0.2.23',
    learners: { signsUp: SIGN_UP_LEARNER },
  },
} as const satisfies Record<string, Owner>;

export type SpecName = keyof typeof OWNERS;

/**
 * The one learner two specs share, and why neither can change the other's outcome: sp-reservation
 * needs the main learner's pending point and used stops and books only on the last two bookable
 * days; pc-reservation reads the demo's bookings of the first five business days and compares the
 * list with what the API answers at that moment.
 */
const SHARED_LEARNERS: Record<string, readonly SpecName[]> = {
  [MAIN_LEARNER.seitoNo]: ['pc-reservation', 'sp-reservation'],
};

/** Throws when two specs on the shared server hold one learner, address or console account. */
function checkDisjoint(): void {
  const seen = new Map<string, string>();
  const take = (key: string, spec: string) => {
    const other = seen.get(key);
    if (other !== undefined && other !== spec)
      throw new Error(`e2e/owners.ts: ${key} is both ${other}'s and ${spec}'s`);
    seen.set(key, spec);
  };
  for (const [spec, owner] of Object.entries(OWNERS) as [SpecName, Owner][]) {
    if (owner.address !== undefined) take(`address ${owner.address}`, spec);
    for (const address of Object.values(owner.otherAddresses ?? {})) take(`address ${address}`, spec);
    for (const account of Object.values(owner.consoleAccounts ?? {}))
      take(`console account ${account.loginId}`, spec);
    for (const learner of Object.values(owner.learners)) {
      if (SHARED_LEARNERS[learner.seitoNo]?.includes(spec)) continue;
      take(`learner ${learner.seitoNo}`, spec);
    }
  }
}
checkDisjoint();

/** Load learners no spec on the shared server holds yet (for a new spec). */
export function freeLoadLearners(): string[] {
  const held = new Set(
    Object.values(OWNERS as Record<string, Owner>).flatMap((o) =>
      Object.values(o.learners).map((l) => l.seitoNo),
    ),
  );
  return Array.from({ length: 80 }, (_, i) => loadLearner(i + 1).seitoNo).filter((s) => !held.has(s));
}

/** Every console account a spec owns on the shared server, for global-setup to create. */
export function ownedConsoleAccounts(): ConsoleAccount[] {
  return Object.values(OWNERS as Record<string, Owner>).flatMap((o) =>
    Object.values(o.consoleAccounts ?? {}),
  );
}

let claimed: { spec: SpecName; owner: Owner } | null = null;

/**
 * Called once at the top of a spec file (each file has its own copy of this module): answers the
 * spec's entry, and makes the helpers send its address.
 */
export function claim<S extends SpecName>(spec: S): (typeof OWNERS)[S] {
  if (claimed && claimed.spec !== spec)
    throw new Error(`e2e/owners.ts: ${spec} claimed after ${claimed.spec}`);
  claimed = { spec, owner: OWNERS[spec] };
  return OWNERS[spec];
}

/** The X-Forwarded-For header of the spec that claimed (none for a spec on its own server only). */
export function forwardedFor(): Record<string, string> {
  if (!claimed)
    throw new Error('e2e: call claim(<spec>) from e2e/owners.ts at the top of the spec file first');
  const address = claimed.owner.address;
  return address === undefined ? {} : { 'x-forwarded-for': address };
}

/**
 * What global-setup checks before anything starts: every spec file has an entry and claims it,
 * and takes its student numbers and addresses from here rather than writing them itself.
 */
export function checkSpecFiles(dir: string): void {
  const problems: string[] = [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));
  const names = files.map((f) => f.replace(/\.spec\.ts$/, ''));
  for (const [file, name] of files.map((f, i) => [f, names[i]!] as const)) {
    if (!(name in OWNERS)) {
      problems.push(`${file} has no entry in e2e/owners.ts`);
      continue;
    }
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!source.includes(`claim('${name}')`)) problems.push(`${file} does not call claim('${name}')`);
    // a student number written out, unless as the text a field shows (`toBe('1234567')`, a placeholder)
    for (const number of source.matchAll(/\b(?:1000\d{3}|1234567|7654321|2345678|3456789)\b/g)) {
      if (!source.slice(0, number.index).endsWith("toBe('"))
        problems.push(`${file} writes student number ${number[0]}: take it from its owner`);
    }
    const address = /\b(?!127\.)\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/.exec(source);
    if (address) problems.push(`${file} writes address ${address[0]}: take it from its owner`);
  }
  for (const name of Object.keys(OWNERS)) {
    if (!names.includes(name))
      problems.push(`e2e/owners.ts has an entry for ${name}.spec.ts, which is not there`);
  }
  if (problems.length > 0) throw new Error(`e2e ownership (e2e/owners.ts):\n${problems.join('\n')}`);
}
