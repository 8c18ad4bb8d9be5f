import type { BusCourse, BusOperationStatus } from '@shared/schemas/location';
import { minutesToTime } from '@shared/rules/display-time';
import {
  distanceFromHome,
  isBusMoving,
  isStalePosition,
  positionAgeSeconds,
} from '@shared/rules/bus-position';
import { runState } from '@shared/rules/run-state';
import type { RunStatus } from '@server/domain/positions/bus-status';
import type { RunCourse } from '@server/domain/positions/run-course';

/** A run and its bus as the position screens show it, at the server's `now`. */
export function presentBusStatus(run: RunStatus, now: Date): BusOperationStatus {
  const { fix, booking } = run;
  const home = booking ? { lat: booking.lat, lng: booking.lng } : null;
  const ageSeconds = fix ? positionAgeSeconds(fix.fixTime, now) : null;
  return {
    homenCd: run.homenCd,
    homenName: run.homenName,
    binCd: run.binCd,
    binNm: run.binName,
    upDown: run.upDown,
    jgn: run.jgn,
    busStartTime: minutesToTime(run.startMinutes),
    busEndTime: minutesToTime(run.endMinutes),
    planStartTime: minutesToTime(run.planStartMinutes),
    planEndTime: minutesToTime(run.planEndMinutes),
    runState: runState({ ...run, ageSeconds }, now),
    locationLat: fix?.lat ?? null,
    locationLng: fix?.lng ?? null,
    locationDateTime: fix?.fixTime.toISOString() ?? null,
    ageSeconds,
    isStale: isStalePosition(ageSeconds),
    isMoving: isBusMoving(fix, home),
    distanceFromHome: distanceFromHome(fix, home),
    yoyakuId: booking?.yoyakuId ?? null,
    busStopCd: booking?.busStopCd ?? null,
    busStopName: booking?.name ?? null,
    busStopDisplayName: booking?.displayName ?? null,
    address: booking?.address ?? null,
    busStopLat: booking?.lat ?? null,
    busStopLng: booking?.lng ?? null,
    etaMinutes: run.etaMinutes,
    delayMinutes: run.delayMinutes,
  };
}

/** A run's course as the bus map draws it: stops in order with their names and planned times. */
export function presentBusCourse(course: RunCourse): BusCourse {
  return {
    binCd: course.binCd,
    homenCd: course.homenCd,
    homenName: course.homenName,
    stops: course.stops.map((stop) => ({
      busStopCd: stop.busStopCd,
      name: stop.displayName,
      lat: stop.lat,
      lng: stop.lng,
      time: minutesToTime(stop.planMinutes),
    })),
  };
}
