import { useState } from 'react';
import { t } from '@shared/i18n/console/network';
import type { StaffNetwork } from '@shared/schemas/admin-network';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { saveClassPeriods } from '../api/network';

/** A period as typed: the number a text, so a half-typed one stays on screen. */
export interface PeriodDraft {
  /** React key of a row, stable while staff type */
  key: string;
  jgn: string;
  timeName: string;
  start: string;
  end: string;
  runs: number;
}

const draftsOf = (network: StaffNetwork): PeriodDraft[] =>
  network.periods.map((p) => ({ ...p, key: `saved-${p.jgn}`, jgn: String(p.jgn) }));

/** A whole number as typed; anything else is sent as 0, which the server refuses (823). */
const whole = (text: string) => (/^\s*\d{1,2}\s*$/.test(text) ? Number(text) : 0);

/**
 * The timetable as staff edit it — rows added and removed freely — and its one staff action, which
 * sends the whole timetable: the server checks names, times, overlaps and periods with runs (820–824).
 */
export function usePeriodsForm(network: StaffNetwork) {
  const [unit, setUnit] = useState<string>(network.timetableUnit);
  const [rows, setRows] = useState(() => draftsOf(network));
  const [added, setAdded] = useState(0);
  const save = useStaffAction({ invalidates: [queryKeys.admin.network] });

  const change = (key: string, field: 'jgn' | 'timeName' | 'start' | 'end', value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const add = () => {
    const next = Math.max(0, ...rows.map((r) => whole(r.jgn))) + 1;
    setRows((all) => [
      ...all,
      { key: `new-${added}`, jgn: String(next), timeName: `${next}${unit}`, start: '', end: '', runs: 0 },
    ]);
    setAdded((n) => n + 1);
  };
  const remove = (key: string) => setRows((all) => all.filter((r) => r.key !== key));
  const submit = () =>
    save.run(async () => {
      const saved = await saveClassPeriods({
        timetableUnit: unit,
        periods: rows.map((r) => ({ jgn: whole(r.jgn), timeName: r.timeName, start: r.start, end: r.end })),
      });
      setRows(draftsOf(saved));
      setUnit(saved.timetableUnit);
      return t('periods.saved');
    });
  return { unit, setUnit, rows, change, add, remove, submit, save };
}
