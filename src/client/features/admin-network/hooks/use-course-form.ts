import { useState } from 'react';
import type { StaffCourse, StaffStop } from '@shared/schemas/admin-network';

/** A stop of the course being edited: minutes as typed. */
export interface RouteRow {
  busStopCd: string;
  name: string;
  minutes: string;
}

/**
 * A course's stop list while staff edit it: add a stop of the school (at the last stop's minutes),
 * move one up or down, take one off, type minutes. Order and minutes are checked by the server
 * (882, 883); what it is sent is the list as shown.
 */
export function useCourseRoute(course: StaffCourse | null, stops: StaffStop[]) {
  const [rows, setRows] = useState<RouteRow[]>(
    course?.stops.map((s) => ({ busStopCd: s.busStopCd, name: s.name, minutes: String(s.offsetMinutes) })) ??
      [],
  );
  const [picked, setPicked] = useState('');
  const choices = stops.filter((s) => !rows.some((r) => r.busStopCd === s.busStopCd));
  const add = () => {
    const stop = stops.find((s) => s.busStopCd === picked);
    if (!stop) return;
    setRows((current) => [
      ...current,
      { busStopCd: stop.busStopCd, name: stop.name, minutes: current.at(-1)?.minutes ?? '0' },
    ]);
    setPicked('');
  };
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
  const take = (index: number) => setRows((current) => current.filter((_, i) => i !== index));
  const setMinutes = (index: number, minutes: string) =>
    setRows((current) => current.map((r, i) => (i === index ? { ...r, minutes } : r)));
  /** minutes not a whole number are sent as -1, which the server refuses with the minutes' message (883) */
  const sent = rows.map((r) => ({
    busStopCd: r.busStopCd,
    offsetMinutes: /^[0-9]+$/.test(r.minutes.trim()) ? Number(r.minutes) : -1,
  }));
  return { rows, picked, setPicked, choices, add, move, take, setMinutes, sent };
}
