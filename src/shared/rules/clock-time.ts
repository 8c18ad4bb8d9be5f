/**
 * Minutes after midnight of a clock time 'HH:MM' typed by staff, 00:00–23:59 (Japan time); null
 * for anything else ('24:00', '9:00', '16:60'). The cut-off and the plan release are stored so.
 */
export function clockMinutes(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
