import { useRef, useState } from 'react';
import { t } from '@shared/i18n/console/pattern';
import type {
  PatternConflict,
  PatternRunRef,
  PatternSlot,
  RunPattern,
  SaveRunPatternRequest,
} from '@shared/schemas/admin-pattern';
import { BusinessFailure } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { writeFailureText } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
import { saveRunPattern } from '../api/pattern';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export const DIRECTIONS = [1, 2] as const;

/** One row of the grid: a period and direction, the weekdays it runs and its bus, every number as typed. */
export interface PatternRow {
  jgn: number;
  upDown: number;
  weekdays: number[];
  seats: string;
  childSeats: string;
  bicycles: string;
  isNetReservation: boolean;
  vehicleCd: string;
}

export interface PatternDraft {
  minutesToSchool: string;
  marginMinutes: string;
  rows: PatternRow[];
}

const rowKey = (jgn: number, upDown: number) => `${jgn}-${upDown}`;

/**
 * The stored slots folded into one row per period and direction. A row takes the capacity of its
 * first weekday; `mixed` says whether some weekday differed (saving makes them equal).
 */
function draftOf(pattern: RunPattern): { draft: PatternDraft; mixed: boolean } {
  let mixed = false;
  const rows = pattern.periods.flatMap((p) =>
    DIRECTIONS.map((upDown): PatternRow => {
      const slots = pattern.slots.filter((s) => s.jgn === p.jgn && s.upDown === upDown);
      const first = slots[0];
      if (
        slots.some(
          (s) =>
            s.seats !== first?.seats ||
            s.childSeats !== first.childSeats ||
            s.bicycles !== first.bicycles ||
            s.isNetReservation !== first.isNetReservation ||
            s.vehicleCd !== first.vehicleCd,
        )
      )
        mixed = true;
      return {
        jgn: p.jgn,
        upDown,
        weekdays: slots.map((s) => s.weekday),
        seats: String(first?.seats ?? 20),
        childSeats: String(first?.childSeats ?? 0),
        bicycles: String(first?.bicycles ?? 0),
        isNetReservation: first?.isNetReservation ?? true,
        vehicleCd: first?.vehicleCd ?? '',
      };
    }),
  );
  return {
    draft: {
      minutesToSchool: String(pattern.minutesToSchool),
      marginMinutes: String(pattern.marginMinutes),
      rows,
    },
    mixed,
  };
}

/** Whole numbers as typed; anything else (empty, 1.5, -1) is sent as -1, which the server refuses with the field's text. */
const whole = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : -1);

/** The field a refusal is about (842–845), marked invalid; the first such field of a running row takes the focus. */
const FIELD_OF_CODE: Record<number, string> = {
  842: 'seats',
  843: 'childSeats',
  844: 'vehicle',
  845: 'minutesToSchool',
};

export const rowFieldId = (row: Pick<PatternRow, 'jgn' | 'upDown'>, field: string) =>
  `pattern-${rowKey(row.jgn, row.upDown)}-${field}`;

/**
 * The pattern form's state and its one staff action: the server checks everything (840–846) and
 * answers what it generated, changed and removed, and the booked runs it left for staff. A save
 * that would delete runs is previewed first and waits for staff to confirm the list.
 */
export function usePatternForm(pattern: RunPattern) {
  const initial = draftOf(pattern);
  const [draft, setDraft] = useState(initial.draft);
  // the refusal arrives after the render that sent the draft: read the draft it was about
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [conflicts, setConflicts] = useState<PatternConflict[]>(pattern.conflicts);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useStaffAction({
    invalidates: [queryKeys.admin.runPattern.all],
    problemText: writeFailureText,
    onError: (error) => {
      const field = error instanceof BusinessFailure ? FIELD_OF_CODE[Number(error.error.code)] : undefined;
      setInvalid(field ?? null);
      if (!field) return;
      const row = draftRef.current.rows.find((r) => r.weekdays.length > 0);
      const id = field === 'minutesToSchool' ? 'pattern-minutesToSchool' : row && rowFieldId(row, field);
      if (id) document.getElementById(id)?.focus();
    },
  });
  const setRow = (jgn: number, upDown: number, change: Partial<PatternRow>) =>
    setDraft((d) => ({
      ...d,
      rows: d.rows.map((r) => (r.jgn === jgn && r.upDown === upDown ? { ...r, ...change } : r)),
    }));
  const toggle = (row: PatternRow, weekday: number) =>
    setRow(row.jgn, row.upDown, {
      weekdays: row.weekdays.includes(weekday)
        ? row.weekdays.filter((w) => w !== weekday)
        : [...row.weekdays, weekday],
    });
  // the runs a save would delete, shown for staff to confirm before anything is saved
  const [removal, setRemoval] = useState<{ body: SaveRunPatternRequest; runs: PatternRunRef[] } | null>(null);
  const apply = async (body: SaveRunPatternRequest) => {
    const saved = await saveRunPattern(body);
    setRemoval(null);
    setDraft(draftOf(saved).draft);
    setConflicts(saved.conflicts);
    const counts = { added: saved.added, updated: saved.updated, removed: saved.removed };
    return saved.conflicts.length > 0
      ? t('savedWithConflicts', { ...counts, count: saved.conflicts.length })
      : t('saved', counts);
  };
  const submit = () =>
    save.run(async () => {
      setInvalid(null);
      const slots: PatternSlot[] = draft.rows.flatMap((r) =>
        r.weekdays.map((weekday) => ({
          weekday,
          jgn: r.jgn,
          upDown: r.upDown,
          seats: whole(r.seats),
          childSeats: whole(r.childSeats),
          bicycles: whole(r.bicycles),
          isNetReservation: r.isNetReservation,
          vehicleCd: r.vehicleCd,
        })),
      );
      const body: SaveRunPatternRequest = {
        homenCd: pattern.homenCd ?? '',
        minutesToSchool: whole(draft.minutesToSchool),
        marginMinutes: whole(draft.marginMinutes),
        slots,
      };
      const preview = await saveRunPattern({ ...body, preview: true });
      if (preview.removed === 0) return apply(body);
      setRemoval({ body, runs: preview.removedRuns });
      return t('removal.asked', { count: preview.removed });
    });
  const confirmRemoval = () => {
    if (removal) void save.run(() => apply(removal.body));
  };
  const cancelRemoval = () => setRemoval(null);
  const setTiming = (field: 'minutesToSchool' | 'marginMinutes', value: string) =>
    setDraft((d) => ({ ...d, [field]: value }));
  return {
    draft,
    mixed: initial.mixed,
    conflicts,
    invalid,
    save,
    submit,
    toggle,
    setRow,
    setTiming,
    removal: removal?.runs ?? null,
    confirmRemoval,
    cancelRemoval,
  };
}
