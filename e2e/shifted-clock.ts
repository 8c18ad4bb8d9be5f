import type { Health } from '@server/app';
import { isNationalHoliday, weekdayOf } from '@server/domain/school/calendar';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { Envelope } from '@shared/schemas/envelope';
import type { ServerProcess } from './server-process';

/**
 * A weekday from tomorrow on that the demo keeps open: no national holiday, not around the
 * year-end closure (12-29 … 01-03). Specs on a shifted server clock book on it (the day before a
 * ride: booking closes at 16:00 on it) or ride on it.
 */
export function nextOpenWeekday(): string {
  let day = addDays(japanDateKey(new Date()), 1);
  const yearEnd = (d: string) => d.slice(5) >= '12-28' || d.slice(5) <= '01-04';
  while ([0, 6].includes(weekdayOf(day)) || isNationalHoliday(day) || yearEnd(day)) day = addDays(day, 1);
  return day;
}

/** 'HH:MM' moved by some minutes (negative: earlier), as 'HH:MM:00' for a CLOCK_START. */
export function clockTimeFrom(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}:00`;
}

/** The server's clock, as its health check tells it (CLOCK_START shifts it from the host's). */
export async function serverNow(server: ServerProcess): Promise<Date> {
  const answer = (await (await fetch(`${server.baseUrl}api/health`)).json()) as Envelope<Health>;
  return new Date(answer.data!.now);
}
