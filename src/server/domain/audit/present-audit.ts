import { t as tCommon } from '@shared/i18n/common';
import { ja, t } from '@shared/i18n/console/audit';
import { t as tShell } from '@shared/i18n/console/shell';
import { t as settingsText } from '@shared/i18n/console/settings';
import { messages } from '@shared/i18n/messages';
import { RESERVATION_VIEW_CHOICES } from '@shared/schemas/admin-school';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';

/** A run as the log names it. */
export interface RunFacts {
  date: string;
  binName: string;
  upDown: number;
}

/** A learner as the log names them. */
export interface LearnerFacts {
  seitoNo: string;
  name: string;
}

/**
 * The names the codes and ids of a page of entries stand for, read once per page (list-audit.ts),
 * so the presenter stays a pure function of the entry and these.
 */
export interface AuditNames {
  runs: Map<number, RunFacts>;
  /** by `${date} ${binCd}`: a record names its run by date and binCd */
  runsByCode: Map<string, RunFacts & { runId: number }>;
  vehicles: Map<string, string>;
  vehiclesById: Map<number, string>;
  stops: Map<string, string>;
  stopsById: Map<number, string>;
  learners: Map<number, LearnerFacts>;
  courses: Map<string, string>;
  areas: Map<string, string>;
}

export const noNames = (): AuditNames => ({
  runs: new Map(),
  runsByCode: new Map(),
  vehicles: new Map(),
  vehiclesById: new Map(),
  stops: new Map(),
  stopsById: new Map(),
  learners: new Map(),
  courses: new Map(),
  areas: new Map(),
});

export const runCodeKey = (date: string, binCd: string) => `${date} ${binCd}`;

/** 「2026/12/01 駅前方面 1便（往路）」 */
export function runName(run: RunFacts): string {
  return t('runName', {
    date: run.date.replaceAll('-', '/'),
    bin: run.binName,
    direction: tCommon(run.upDown === 2 ? 'direction.2' : 'direction.1'),
  });
}

/** 「山田 太郎（1234567）」 */
export const learnerName = (learner: LearnerFacts) =>
  t('learnerName', { name: learner.name, seitoNo: learner.seitoNo });

/** A learner's point in review, as the audit log records it. */
const POINT_STATES: Record<string, string> = {
  pending: t('pointStates.pending'),
  approved: t('pointStates.approved'),
  rejected: t('pointStates.rejected'),
};

/** The fields that say which run a record is about; shown together as one line, 便. */
const RUN_FIELDS = new Set(['date', 'upDown', 'binCd', 'binName']);

/** Fields of a request recorded as sent that say nothing to staff (the booking form's time wish). */
const INTERNAL_FIELDS = new Set(['desireTimeOpt', 'desireTime']);

/** In a recorded record (an assignment warning), a run's code said again beside its id: the id names it. */
const CODE_OF_ID: Record<string, string> = { binCd: 'runId', otherBinCd: 'otherRunId' };

/** The order fields are shown in: the catalogue's, then any others by name. */
const FIELD_ORDER = Object.keys(ja.fields);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const fieldLabel = (field: string): string =>
  Object.hasOwn(ja.fields, field) ? t(`fields.${field}` as Parameters<typeof t>[0]) : field;

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
};

/** A recorded value as staff read it: names for codes and ids, Japan time, 往路/復路, はい/いいえ, — for nothing. */
function shown(field: string, value: unknown, names: AuditNames): string {
  if (value === null || value === undefined || value === '') return t('nothing');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (Array.isArray(value))
    return value.length === 0
      ? t('nothing')
      : value.map((item) => shown(field, item, names)).join(t('separator'));
  if (isRecord(value))
    return Object.entries(value)
      .filter(([key]) => !(Object.hasOwn(CODE_OF_ID, key) && Object.hasOwn(value, CODE_OF_ID[key]!)))
      .map(([key, inner]) => t('pair', { key: fieldLabel(key), value: shown(key, inner, names) }))
      .join(t('separator'));
  const text = String(value);
  switch (field) {
    case 'upDown':
      return tCommon(value === 2 ? 'direction.2' : 'direction.1');
    case 'vehicleCd':
      return names.vehicles.get(text) ?? text;
    case 'busStopCd':
      return names.stops.get(text) ?? text;
    case 'homenCd':
      return names.courses.get(text) ?? text;
    case 'areaCd':
      return names.areas.get(text) ?? text;
    case 'stopId':
      return names.stopsById.get(idOf(value) ?? 0) ?? text;
    case 'kind':
      return Object.hasOwn(ja.kinds, text) ? t(`kinds.${text}` as Parameters<typeof t>[0]) : text;
    case 'runId':
    case 'otherRunId':
    case 'toRunId': {
      const run = names.runs.get(idOf(value) ?? 0);
      return run ? runName(run) : text;
    }
    case 'learnerId': {
      const learner = names.learners.get(idOf(value) ?? 0);
      return learner ? learnerName(learner) : text;
    }
    case 'status':
      return (messages.mail.states as Record<string, string>)[text] ?? text;
    case 'state':
      return POINT_STATES[text] ?? text;
    case 'accountType':
      return value === 1 || value === 2 ? t(`accountTypes.${value}`) : text;
    case 'role':
      return value === 'dispatcher' ? tShell('roles.dispatcher') : tShell('roles.admin');
  }
  if (Object.hasOwn(RESERVATION_VIEW_CHOICES, field) && typeof value === 'number') {
    const allowed: readonly number[] =
      RESERVATION_VIEW_CHOICES[field as keyof typeof RESERVATION_VIEW_CHOICES];
    if (allowed.includes(value))
      return settingsText(`view.choices.${field}.${value}` as Parameters<typeof settingsText>[0]);
  }
  if (ISO_INSTANT.test(text)) {
    const at = new Date(text);
    return `${formatLongDate(at)} ${formatTime(at)}`;
  }
  return text;
}

/**
 * The run a record names by date and binCd, in words; a side that leaves the date or direction
 * out (it did not change) takes them from the other side.
 */
function runShown(record: Fields, other: Fields, names: AuditNames): string {
  const binCd = record.binCd;
  if (typeof binCd !== 'string' || binCd === '') return t('nothing');
  const date = typeof record.date === 'string' ? record.date : other.date;
  const known = typeof date === 'string' ? names.runsByCode.get(runCodeKey(date, binCd)) : undefined;
  if (known) return runName(known);
  const binName = typeof record.binName === 'string' && record.binName ? record.binName : binCd;
  const upDown = record.upDown ?? other.upDown;
  return typeof date === 'string' ? runName({ date, binName, upDown: upDown === 2 ? 2 : 1 }) : binName;
}

/**
 * before → after as lines in words, one per field that changed: 「車両: 1号車 → 2号車」. Codes
 * and ids become names (vehicles, runs, stops, courses, areas, learners); the date, direction and
 * binCd of a run become one line 「便: 2026/12/01 駅前方面 1便（往路） → …」. A field both sides
 * record is compared; one only the after side records (a partial record of what changed) is shown
 * from nothing when the before side is nothing, else as changed from what before said. A field
 * without a label shows its key, its value as text — never the recorded JSON.
 */
export function changeLines(before: unknown, after: unknown, names: AuditNames): string[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  // a partial after (what changed only) keeps the before's other fields as they were
  const partial = isRecord(before) && isRecord(after);
  const lines: string[] = [];
  const line = (field: string, from: string, to: string) => {
    if (from !== to) lines.push(t('change', { field: fieldLabel(field), before: from, after: to }));
  };
  const keys = new Set([...Object.keys(was), ...Object.keys(now)]);
  const ordered = [
    ...FIELD_ORDER.filter((field) => keys.has(field)),
    ...[...keys].filter((field) => !Object.hasOwn(ja.fields, field)).sort(),
  ];
  const namesRun = keys.has('binCd');
  for (const field of ordered) {
    if (INTERNAL_FIELDS.has(field)) continue;
    if (namesRun && RUN_FIELDS.has(field)) {
      if (field !== 'binCd') continue;
      const from = runShown(was, now, names);
      line('run', from, partial && !('binCd' in now) ? from : runShown(now, was, names));
      continue;
    }
    const from = shown(field, was[field], names);
    line(field, from, partial && !(field in now) ? from : shown(field, now[field], names));
  }
  return lines;
}

/** What an entry is about in words: 「便 2026/12/01 駅前方面 1便（往路）」, 「車両 1号車」, 「予約 #12」. */
export function targetText(targetType: string, targetId: string, names: AuditNames): string {
  const target = Object.hasOwn(ja.targets, targetType)
    ? t(`targets.${targetType}` as Parameters<typeof t>[0])
    : targetType;
  const id = idOf(targetId);
  const learner = targetType === 'learner' && id !== null ? names.learners.get(id) : undefined;
  const run = targetType === 'run' && id !== null ? names.runs.get(id) : undefined;
  const name =
    (run && runName(run)) ??
    (learner && learnerName(learner)) ??
    (targetType === 'vehicle' && id !== null ? names.vehiclesById.get(id) : undefined) ??
    (targetType === 'stop' ? names.stops.get(targetId) : undefined) ??
    (targetType === 'area' ? names.areas.get(targetId) : undefined) ??
    (targetType === 'homen' ? names.courses.get(targetId) : undefined) ??
    `#${targetId}`;
  return t('target', { target, name });
}
