import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reservationApi } from '@shared/api/reservation';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import type { PlannedRide, WeekPlan } from '@shared/schemas/waitlist';
import { t } from '@shared/i18n/learner/planner';
import { BusinessFailure } from '@client/lib/api-client';
import { newIdempotencyKey, OutcomeUnknown, sendUntilAnswered } from '@client/lib/honest-write';
import { queryKeys } from '@client/lib/query-keys';
import { refusalText, writeFailureText } from '@client/lib/refusal-text';
import { useUsedStops } from '../api/get-used-stops';
import { useWeekPlanQuery } from '../api/get-week-plan';
import { limitedParallel } from '../utils/limited-parallel';

/** How many rides one confirm books at once: a week is at most a dozen, the server need not take them all together. */
const AT_ONCE = 3;

/** A ride the learner may choose: a bookable one to book, a full one to queue for. */
export type Choosable = PlannedRide & { state: 'bookable' | 'full'; run: NonNullable<PlannedRide['run']> };

/** Whether the learner may choose the ride: bookable, or full where the school takes キャンセル待ち. */
export const isChoosable = (ride: PlannedRide, waitlistOpen: boolean): ride is Choosable =>
  (ride.state === 'bookable' || (ride.state === 'full' && waitlistOpen)) && ride.run !== null;

/** A ride's key in the choice and the results: one ride per date and direction. */
export const rideKey = (date: string, ride: { upDown: number }) => `${date}|${ride.upDown}`;

/** 'MM月DD日(ddd) 往路（学校へ）': the ride as labels and results name it. */
export function rideName(date: string, upDown: 1 | 2): string {
  return t('ride', { date: formatShortDate(japanInstant(date)), direction: t(`direction.${upDown}`) });
}

export interface RideResult {
  key: string;
  outcome: 'booked' | 'queued' | 'refused' | 'unknown';
  text: string;
}

interface Task {
  key: string;
  date: string;
  ride: Choosable;
  busStopCd: string;
  /** made once per confirm, kept for every repeat of that ride's write */
  idempotencyKey: string;
}

/** One ride's write, answered as its result (a refusal or a lost answer is that ride's alone). */
async function bookOne(task: Task, onChecking: () => void): Promise<RideResult> {
  const name = rideName(task.date, task.ride.upDown);
  // the planner books the learner alone: no extras, no desired time, as a plain booking sends
  const body = {
    date: task.date,
    binCd: task.ride.run.binCd,
    upDown: task.ride.upDown,
    busStopCd: task.busStopCd,
    idempotencyKey: task.idempotencyKey,
  };
  try {
    if (task.ride.state === 'full') {
      const { data } = await sendUntilAnswered(reservationApi.saveWaitlist, body, onChecking);
      return {
        key: task.key,
        outcome: 'queued',
        text: t('result.queued', { ride: name, place: data.place ?? '-' }),
      };
    }
    await sendUntilAnswered(reservationApi.saveReservation, body, onChecking);
    return { key: task.key, outcome: 'booked', text: t('result.booked', { ride: name }) };
  } catch (error) {
    if (error instanceof OutcomeUnknown)
      return { key: task.key, outcome: 'unknown', text: t('result.unknown', { ride: name }) };
    const reason =
      error instanceof BusinessFailure ? refusalText(error.error) : (writeFailureText(error) ?? '');
    return { key: task.key, outcome: 'refused', text: t('result.refused', { ride: name, reason }) };
  }
}

/**
 * The week planner for both areas' views (issue 29 §2): the plan from the usual or a chosen stop,
 * the learner's choice (bookable rides chosen until unticked, full ones offered for the waitlist),
 * and one confirm that books each chosen ride as its own write — its own idempotency key, sent
 * again with that key while unanswered — a few at a time, each with its own result; then the plan
 * and the lists reload.
 */
export function usePlanner() {
  const queryClient = useQueryClient();
  const [busStopCd, setBusStopCd] = useState<string | null>(null);
  const plan = useWeekPlanQuery(busStopCd);
  const usedStops = useUsedStops();
  /** the learner's ticks and unticks; a ride not in it is chosen when bookable */
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [sending, setSending] = useState<{ done: number; total: number } | null>(null);
  const [checking, setChecking] = useState(false);
  const [results, setResults] = useState<RideResult[]>([]);
  const [nothingChosen, setNothingChosen] = useState(false);

  const data: WeekPlan | undefined = plan.data;
  const waitlistOpen = data?.waitlistOpen ?? false;
  const isChosen = (date: string, ride: PlannedRide) =>
    isChoosable(ride, waitlistOpen) && (ticks[rideKey(date, ride)] ?? ride.state === 'bookable');

  const chosenTasks = (): Task[] => {
    if (!data?.busStop) return [];
    const from = data.busStop.busStopCd;
    return data.days.flatMap((day) =>
      day.rides
        .filter((ride): ride is Choosable => isChoosable(ride, waitlistOpen) && isChosen(day.date, ride))
        .map((ride) => ({
          key: rideKey(day.date, ride),
          date: day.date,
          ride,
          busStopCd: ride.run.busStopCd || from,
          idempotencyKey: newIdempotencyKey(),
        })),
    );
  };

  const confirm = async () => {
    if (sending) return;
    const tasks = chosenTasks();
    setResults([]);
    setNothingChosen(tasks.length === 0);
    if (tasks.length === 0) return;
    setChecking(false);
    let done = 0;
    setSending({ done, total: tasks.length });
    const outcome = await limitedParallel(tasks, AT_ONCE, async (task) => {
      const result = await bookOne(task, () => setChecking(true));
      done++;
      setSending({ done, total: tasks.length });
      return result;
    });
    setResults(outcome);
    setTicks({});
    setSending(null);
    setChecking(false);
    await Promise.all(
      [queryKeys.weekPlan.all, queryKeys.reservationList, queryKeys.netUseBusStop].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
    queryClient.removeQueries({ queryKey: queryKeys.travelTime.all, type: 'inactive' });
  };

  return {
    plan,
    /** the stops the learner may switch to: those booked before and their approved own points */
    stops: (usedStops.data ?? []).filter((s) => !s.isAwaitingApproval),
    busStopCd,
    chooseStop: (cd: string | null) => {
      setTicks({});
      setResults([]);
      setBusStopCd(cd);
    },
    /** a ride shows a checkbox */
    canChoose: (ride: PlannedRide): ride is Choosable => isChoosable(ride, waitlistOpen),
    isChosen,
    toggle: (date: string, ride: PlannedRide, chosen: boolean) =>
      setTicks((now) => ({ ...now, [rideKey(date, ride)]: chosen })),
    confirm,
    sending,
    checking,
    results,
    nothingChosen,
  };
}
