import type { AddressEntry, Area, BusStop, BusStopCategory, Course } from '@shared/schemas/bus-stop';
import type { SiteOption } from '@shared/schemas/provider';
import type { PlannedRide, WeekPlan } from '@shared/schemas/waitlist';
import type {
  ClassPeriod,
  Lesson,
  Reservation,
  ReservationDay,
  Timetable,
  TravelPlan,
} from '@shared/schemas/reservation';
import { ReservationMode } from '@shared/constants';
import { displayTimes, minutesToTime, visibleTimes } from '@shared/rules/display-time';
import type { TravelDay, Trip } from '@server/domain/booking/get-travel-time';
import type { BookedRide } from '@server/domain/booking/list-reservations';
import type { ListedStop } from '@server/domain/booking/stop-access';
import type { PlannedRideRow, PlanRun, WeekPlanRows } from '@server/domain/booking/week-plan';
import { LESSON_KIND, type ClassPeriodRow, type LessonRow } from '@server/domain/booking/timetable';

type View = SiteOption['reservationView'];

const timeOrNull = (minutes: number | null) => (minutes === null ? null : minutesToTime(minutes));

export function presentReservationDays(days: { date: string; deadline: Date }[]): ReservationDay[] {
  return days.map((d) => ({ date: d.date, deadline: d.deadline.toISOString() }));
}

/** A stop as the point lists show it; a learner's own point carries its own name (busStopKName). */
export function presentBusStop(stop: ListedStop): BusStop {
  return {
    busStopCd: stop.busStopCd,
    busStopName: stop.name,
    busStopDisplayName: stop.displayName,
    busStopKName: stop.kanaName,
    ad1: stop.address,
    areaCd: stop.areaCd,
    busStopLat: stop.latitude,
    busStopLng: stop.longitude,
    isNetRelease: stop.isNetRelease,
    isAwaitingApproval: stop.isAwaitingApproval,
  };
}

export const presentAddressEntry = (e: { pref: string; city: string; town: string }): AddressEntry => ({
  pref: e.pref,
  city: e.city,
  town: e.town,
});

export const presentArea = (a: { areaCd: string; name: string }): Area => ({
  areaCd: a.areaCd,
  areaNm: a.name,
});

export const presentCourse = (c: { homenCd: string; name: string }): Course => ({
  homenCd: c.homenCd,
  homenName: c.name,
});

export function presentCategory(c: {
  categoryCd: string;
  name: string;
  displayName: string;
  isNetRelease: boolean;
  netReleaseKbn: number;
  limitPerLearner: number;
}): BusStopCategory {
  return {
    busStopCategoryCd: c.categoryCd,
    busStopCategoryName: c.name,
    busStopCategoryDisplayName: c.displayName,
    NetRelease: c.isNetRelease,
    NetReleaseKbn: c.netReleaseKbn,
    limit: c.limitPerLearner,
  };
}

function presentClassPeriod(p: ClassPeriodRow): ClassPeriod {
  return {
    jgn: p.jgn,
    timeName: p.timeName,
    kyosyuStartTime: minutesToTime(p.startMinutes),
    kyosyuEndTime: minutesToTime(p.endMinutes),
  };
}

export function presentTimetable(unit: '時限' | '部', periods: ClassPeriodRow[]): Timetable {
  return { unit, periods: periods.map(presentClassPeriod) };
}

/** Per period whether the lesson is a driving (技能, gino) or a classroom (学科, gakka) one. */
export function presentLesson(lesson: LessonRow): Lesson {
  return {
    date: lesson.date,
    jgn: lesson.jgn,
    gino: lesson.kind === LESSON_KIND.driving,
    gakka: lesson.kind === LESSON_KIND.classroom,
  };
}

/**
 * upTime/downTime of a trip are the departure and arrival texts the booking would show, except that
 * a bus on offer shows its planned time at the stop where the school words times by the stop.
 */
function presentTrip(
  trip: Trip,
  timeName: string,
  view: View,
): TravelPlan['days'][number]['cells'][number]['trips'][number] {
  const times = {
    busStartPlanTime: minutesToTime(trip.planStartMinutes),
    busEndPlanTime: minutesToTime(trip.planEndMinutes),
    busStartTime: timeOrNull(trip.actualStartMinutes),
    busEndTime: timeOrNull(trip.actualEndMinutes),
    busStopTime: minutesToTime(trip.stopMinutes),
  };
  const input = { upDown: trip.upDown, rsvMode: ReservationMode.Regular, ...times, ...trip.flags };
  const texts = displayTimes(input, view, { offer: true });
  const shown = visibleTimes(times, input, view, { offer: true });
  return {
    date: trip.date,
    binCd: trip.binCd,
    binNm: trip.binName,
    upDown: trip.upDown,
    rsvMode: ReservationMode.Regular,
    jgn: trip.jgn,
    displayJigen: timeName,
    busStartPlanTime: shown.busStartPlanTime,
    busEndPlanTime: shown.busEndPlanTime,
    busStopTime: shown.busStopTime,
    isBusLimit: trip.isBusLimit,
    isNetReservation: trip.isNetReservation,
    seatsLeft: trip.roomLeft.seats,
    childSeatsLeft: trip.roomLeft.childSeats,
    bicyclesLeft: trip.roomLeft.bicycles,
    upTime: texts.departureText,
    downTime: texts.arrivalText,
  };
}

export function presentTravelPlan(days: TravelDay[], view: View): TravelPlan {
  return {
    days: days.map((day) => ({
      date: day.date,
      cells: day.cells.map((cell) => ({
        jgn: cell.period.jgn,
        status: cell.status,
        trips: cell.trips.map((t) => presentTrip(t, cell.period.timeName, view)),
      })),
    })),
  };
}

/** A booking with its flags and the texts the lists show (display-time rule of SPEC.md §4). */
export function presentReservation(ride: BookedRide, view: View): Reservation {
  const times = {
    busStartPlanTime: minutesToTime(ride.planStartMinutes),
    busEndPlanTime: minutesToTime(ride.planEndMinutes),
    busStartTime: timeOrNull(ride.actualStartMinutes),
    busEndTime: timeOrNull(ride.actualEndMinutes),
    busStopTime: timeOrNull(ride.stopMinutes),
  };
  const input = { upDown: ride.upDown, rsvMode: ride.rsvMode, ...times, ...ride.flags };
  const texts = displayTimes(input, view);
  const periodName = ride.timeName ?? String(ride.jgn);
  return {
    yoyakuId: ride.yoyakuId,
    date: ride.date,
    upDown: ride.upDown,
    binCd: ride.binCd,
    binNm: ride.binName,
    jgn: ride.jgn,
    displayJigen: periodName,
    jigenName: periodName,
    passenger: ride.passenger,
    childSheet: ride.childSheet,
    jitensya: ride.jitensya,
    busStopCd: ride.busStopCd,
    busStopName: ride.busStopName,
    busStopDisplayName: ride.busStopDisplayName,
    busStopKName: ride.busStopKName,
    ...visibleTimes(times, input, view),
    rsvMode: ride.rsvMode,
    ...ride.flags,
    departureText: texts.departureText,
    arrivalText: texts.arrivalText,
    notRiding: ride.notRiding,
    canSetNotRiding: ride.notRidingWindow === 'open',
  };
}

export const presentSavedReservation = (saved: { yoyakuId: number }) => ({ yoyakuId: saved.yoyakuId });

/** The bookings a cancel took back, as the lists showed them. */
export const presentCancelled = (rides: BookedRide[], view: View) => ({
  cancelled: rides.map((r) => presentReservation(r, view)),
});

/** A run the planner shows, its times as the school lets learners see them (offered, or held). */
function presentPlanRun(run: PlanRun, upDown: 1 | 2, view: View, offer: boolean): PlannedRide['run'] {
  const times = {
    busStartPlanTime: minutesToTime(run.planStartMinutes),
    busEndPlanTime: minutesToTime(run.planEndMinutes),
    busStartTime: null,
    busEndTime: null,
    busStopTime: timeOrNull(run.stopMinutes),
  };
  const input = { upDown, rsvMode: ReservationMode.Regular, ...times, ...run.flags };
  const shown = visibleTimes(times, input, view, { offer });
  return {
    binCd: run.binCd,
    binNm: run.binName,
    busStartPlanTime: shown.busStartPlanTime,
    busEndPlanTime: shown.busEndPlanTime,
    busStopTime: shown.busStopTime,
    busStopCd: run.stop.busStopCd,
    busStopName: run.stop.name,
  };
}

function presentPlannedRide(ride: PlannedRideRow, view: View): PlannedRide {
  const base = {
    upDown: ride.upDown,
    jgn: ride.jgn,
    displayJigen: ride.timeName,
    state: ride.proposal.state,
  };
  const none = { yoyakuId: null, waitlistId: null, place: null };
  const p = ride.proposal;
  switch (p.state) {
    case 'booked':
      return {
        ...base,
        ...none,
        run: presentPlanRun(p.booking.run, ride.upDown, view, false),
        yoyakuId: p.booking.yoyakuId,
      };
    case 'waiting':
      return {
        ...base,
        ...none,
        run: presentPlanRun(p.entry.run, ride.upDown, view, false),
        waitlistId: p.entry.waitlistId,
        place: p.entry.place,
      };
    case 'bookable':
    case 'full':
      return { ...base, ...none, run: presentPlanRun(p.run, ride.upDown, view, true) };
    case 'none':
      return { ...base, ...none, run: null };
  }
}

/** The week planner's answer (GetWeekPlan). */
export function presentWeekPlan(plan: WeekPlanRows, view: View): WeekPlan {
  return {
    busStop: plan.stop && {
      busStopCd: plan.stop.busStopCd,
      busStopName: plan.stop.name,
      busStopDisplayName: plan.stop.displayName,
    },
    usualBusStopCd: plan.usualStopCd,
    waitlistOpen: plan.waitlistOpen,
    days: plan.days.map((day) => ({
      date: day.date,
      lessons: day.lessons.map((l) => ({ ...presentLesson(l), displayJigen: l.timeName })),
      closesAt: day.deadline.toISOString(),
      rides: day.rides.map((r) => presentPlannedRide(r, view)),
    })),
  };
}
