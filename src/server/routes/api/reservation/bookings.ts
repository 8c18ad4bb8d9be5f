import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cancelReservationRequestSchema,
  cancelReservationResponseSchema,
  reservationListRequestSchema,
  reservationSchema,
  saveReservationRequestSchema,
  saveReservationResponseSchema,
} from '@shared/schemas/reservation';
import { bookingContext } from '@server/domain/booking/booking-context';
import { cancelReservations } from '@server/domain/booking/cancel-reservations';
import { idempotentWrite } from '@server/domain/booking/idempotent-write';
import { listReservations } from '@server/domain/booking/list-reservations';
import { saveReservation } from '@server/domain/booking/save-reservation';
import { learnerAction } from '@server/routes/action';
import { assertExtrasAllowed, idempotencyKeyOf } from './guards';
import { presentCancelled, presentReservation, presentSavedReservation } from './presenters';

/** The learner's own bookings (SPEC.md §7): book, list, cancel. */
export function bookingRoutes(app: FastifyInstance) {
  learnerAction(
    app,
    {
      name: 'SaveReservation',
      body: saveReservationRequestSchema,
      response: saveReservationResponseSchema,
      summary:
        'Book one run; with an idempotency key (the Idempotency-Key header or idempotencyKey) a retry answers the first outcome (the key with another body 327), without one a retry is 320; refusals 320–324, extras switched off for the site → HTTP 400',
    },
    async ({ body: { idempotencyKey, ...request }, learner, request: http }) => {
      const ctx = bookingContext(learner, learner.settings);
      assertExtrasAllowed(ctx.options, request);
      const now = app.now();
      const write = {
        learnerId: learner.learnerId,
        action: 'SaveReservation',
        key: idempotencyKeyOf(http, idempotencyKey),
        request,
      } as const;
      return idempotentWrite(app.db, write, now, async (tx) => {
        const saved = await saveReservation(tx, ctx, request, now);
        app.log.info({ learnerId: learner.learnerId, yoyakuId: saved.yoyakuId }, 'reservation saved');
        return presentSavedReservation(saved);
      });
    },
  );

  learnerAction(
    app,
    {
      name: 'GetReservationList',
      body: reservationListRequestSchema,
      response: z.array(reservationSchema),
      summary: "The learner's active bookings from today on (or the given date, range, direction, stop)",
    },
    async ({ body, learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      const rides = await listReservations(app.db, ctx, body, app.now());
      return rides.map((r) => presentReservation(r, ctx.options.reservationView));
    },
  );

  learnerAction(
    app,
    {
      name: 'CancelReservation',
      body: cancelReservationRequestSchema,
      response: cancelReservationResponseSchema,
      summary:
        'Cancel own bookings still before their cut-off, all or none; a key (header or body) as SaveReservation, without one a retry is 325; refusals 325 gone, 326 past cut-off',
    },
    async ({ body: { idempotencyKey, ...request }, learner, request: http }) => {
      const ctx = bookingContext(learner, learner.settings);
      const now = app.now();
      const write = {
        learnerId: learner.learnerId,
        action: 'CancelReservation',
        key: idempotencyKeyOf(http, idempotencyKey),
        request,
      } as const;
      return idempotentWrite(app.db, write, now, async (tx) => {
        const cancelled = await cancelReservations(tx, ctx, request.yoyakuIdList, now);
        app.log.info(
          { learnerId: learner.learnerId, yoyakuIds: request.yoyakuIdList },
          'reservations cancelled',
        );
        return presentCancelled(cancelled, ctx.options.reservationView);
      });
    },
  );
}
