import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { learnerRunMessages } from '@server/domain/dispatch/run-messages';
import { learnerAction } from '@server/routes/action';

/** The school's messages about the learner's own rides (issue 26 §3), shown above the rides on the menu. */
export function runMessageRoutes(app: FastifyInstance) {
  learnerAction(app, api.reservation.getRunMessages, ({ learner }) =>
    learnerRunMessages(app.db, learner.learnerId, app.now()),
  );
}
