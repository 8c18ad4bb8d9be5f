import { adminApi } from './admin';
import { authApi } from './auth';
import { busStopRegApi } from './bus-stop-reg';
import { driverApi } from './driver';
import type { Endpoint } from './endpoint';
import { locationApi } from './location';
import { notificationApi } from './notification';
import { providerApi } from './provider';
import { reservationApi } from './reservation';
import { userApi } from './user';

export type { AnswerOf, BodyOf, Endpoint } from './endpoint';

/**
 * Every endpoint of the API by controller (issue 22): `api.reservation.saveReservation`. The
 * server registers exactly these, the client calls only these.
 */
export const api = {
  provider: providerApi,
  auth: authApi,
  notification: notificationApi,
  reservation: reservationApi,
  busStopReg: busStopRegApi,
  location: locationApi,
  user: userApi,
  admin: adminApi,
  driver: driverApi,
} as const;

/** The endpoints as a list (the OpenAPI document, the registration check). */
export const allEndpoints: readonly Endpoint[] = Object.values(api).flatMap((controller) =>
  Object.values(controller),
);
