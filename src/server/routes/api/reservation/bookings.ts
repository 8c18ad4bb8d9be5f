import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { bookingContext } from '@server/domain/booking/booking-context';
import { cancelReservations } from '@server/domain/booking/cancel-reservations';
import { idempotentWrite } from '@server/domain/booking/idempotent-write';
import { listReservations } from '@server/domain/booking/list-reservations';
import { saveReservation } from '@server/domain/booking/save-reservation';
import { leaveQueuesOfBookedLessons } from '@server/domain/booking/waitlist';
import { setNotRiding } from '@server/domain/booking/set-not-riding';
import { learnerAction } from '@server/routes/action';
import { assertExtrasAllowed, idempotencyKeyOf } from './guards';
import { presentCancelled, presentReservation, presentSavedReservation } from './presenters';

/** The learner's own bookings (SPEC.md §7): book, list, cancel; 「今日は乗りません」 (issue 27 §4). */
export function bookingRoutes(app: FastifyInstance) {
  learnerAction(
    app,
    api.reservation.saveReservation,
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
      const saved = await idempotentWrite(app.db, write, now, async (tx) => {
        const booked = await saveReservation(tx, ctx, request, now);
        app.log.info({ learnerId: learner.learnerId, yoyakuId: booked.yoyakuId }, 'reservation saved');
        return presentSavedReservation(booked);
      });
      await leaveQueuesOfBookedLessons(app.db, { learnerId: learner.learnerId, date: request.date }, now);
      return saved;
    },
  );

  learnerAction(app, api.reservation.getReservationList, async ({ body, learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const rides = await listReservations(app.db, ctx, body, app.now());
    return rides.map((r) => presentReservation(r, ctx.options.reservationView));
  });

  learnerAction(
    app,
    api.reservation.cancelReservation,
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

  learnerAction(app, api.reservation.setNotRiding, async ({ body, learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const ride = await setNotRiding(app.db, ctx, body, app.now());
    app.log.info(
      { learnerId: learner.learnerId, yoyakuId: ride.yoyakuId, notRiding: ride.notRiding },
      'not-riding set',
    );
    return presentReservation(ride, ctx.options.reservationView);
  });
}
