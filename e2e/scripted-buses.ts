import type { Route } from 'playwright-core';
import type { BusOperationStatus } from '@shared/schemas/location';

/**
 * Scripted answers of the Location endpoints, for the specs that need a bus in a state the shared
 * server's real clock cannot give (sp-busplace, bus-states, maps-offline, screens): a run of
 * 上尾コース inside its hours, without a fix and not the learner's ride; a spec spreads FIX and STOP
 * over it for a bus on its way and the learner's stop.
 */
export const SCRIPTED_RUN: BusOperationStatus = {
  homenCd: '01',
  homenName: '上尾コース',
  binCd: 'U0101',
  binNm: '1便',
  upDown: 1,
  jgn: 1,
  busStartTime: '08:00',
  busEndTime: '08:40',
  planStartTime: '08:00',
  planEndTime: '08:40',
  runState: 'running',
  locationLat: null,
  locationLng: null,
  locationDateTime: null,
  ageSeconds: null,
  isStale: false,
  isMoving: false,
  distanceFromHome: null,
  yoyakuId: null,
  busStopCd: null,
  busStopName: null,
  busStopDisplayName: null,
  address: null,
  busStopLat: null,
  busStopLng: null,
  etaMinutes: null,
  delayMinutes: null,
};

/** a fresh fix of a bus on its way */
export const SCRIPTED_FIX = {
  locationLat: 35.99,
  locationLng: 139.6,
  locationDateTime: new Date().toISOString(),
  ageSeconds: 12,
  isMoving: true,
} as const;

/** the learner's stop on the run */
export const SCRIPTED_STOP = {
  busStopCd: '0009',
  busStopName: '上尾駅東口',
  busStopDisplayName: '上尾駅東口',
  address: '上尾市',
  busStopLat: 35.9776,
  busStopLng: 139.594,
} as const;

/** A scripted route's answer in the API's envelope. */
export const answerWith = (route: Route, data: unknown) =>
  route.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({ status: true, error: null, data }),
  });
