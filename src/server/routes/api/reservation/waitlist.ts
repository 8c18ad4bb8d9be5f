import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { bookingContext } from '@server/domain/booking/booking-context';
import { idempotentWrite } from '@server/domain/booking/idempotent-write';
import {
  findWaitlistEntry,
  joinWaitlist,
  leaveWaitlist,
  listLearnerWaitlist,
} from '@server/domain/booking/waitlist';
import { learnerAction } from '@server/routes/action';
import { assertExtrasAllowed, idempotencyKeyOf } from './guards';

/** キャンセル待ち (issue 29 §1): join a full run's queue, list one's places, leave a queue. */
export function waitlistRoutes(app: FastifyInstance) {
  learnerAction(
    app,
    api.reservation.saveWaitlist,
    async ({ body: { idempotencyKey, ...request }, learner, request: http }) => {
      const ctx = bookingContext(learner, learner.settings);
      assertExtrasAllowed(ctx.options, request);
      const now = app.now();
      const write = {
        learnerId: learner.learnerId,
        action: 'SaveWaitlist',
        key: idempotencyKeyOf(http, idempotencyKey),
        request,
      } as const;
      return idempotentWrite(app.db, write, now, async (tx) => {
        const { waitlistId } = await joinWaitlist(tx, ctx, request, now);
        app.log.info({ learnerId: learner.learnerId, waitlistId }, 'waitlist joined');
        return findWaitlistEntry(tx, ctx, waitlistId);
      });
    },
  );

  learnerAction(app, api.reservation.getWaitlist, async ({ learner }) =>
    listLearnerWaitlist(app.db, bookingContext(learner, learner.settings), app.now()),
  );

  learnerAction(
    app,
    api.reservation.cancelWaitlist,
    async ({ body: { idempotencyKey, ...request }, learner, request: http }) => {
      const ctx = bookingContext(learner, learner.settings);
      const now = app.now();
      const write = {
        learnerId: learner.learnerId,
        action: 'CancelWaitlist',
        key: idempotencyKeyOf(http, idempotencyKey),
        request,
      } as const;
      return idempotentWrite(app.db, write, now, async (tx) => {
        await leaveWaitlist(tx, ctx, request.waitlistId, now);
        app.log.info({ learnerId: learner.learnerId, waitlistId: request.waitlistId }, 'waitlist left');
        return { left: await findWaitlistEntry(tx, ctx, request.waitlistId) };
      });
    },
  );
}
