import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bookableRunsRequestSchema,
  bookableRunsSchema,
  cancelReservationsForRequestSchema,
  learnerDetailSchema,
  learnerRequestSchema,
  saveReservationForRequestSchema,
  searchLearnersRequestSchema,
  searchLearnersResponseSchema,
  silentLinkRequestSchema,
  silentLinkSchema,
} from '@shared/schemas/admin-learners';
import type { SessionStaff } from '@server/domain/auth/session-store';
import { findSchool, findSiteOptions } from '@server/domain/school/site-option';
import {
  bookableRunsFor,
  learnerOfSchool,
  loadLearnerDetail,
  searchLearners,
  staffBookingContext,
} from '@server/domain/dispatch/learner-help';
import {
  cancelReservationsFor,
  issueSilentLink,
  saveReservationFor,
  unlockLearner,
} from '@server/domain/booking/proxy-booking';
import { staffAction } from '@server/routes/action';
import { learnerPagesUrl } from '@server/routes/learner-pages-url';
import { assertExtrasAllowed } from '@server/routes/api/reservation/guards';
import { actorOf } from './actor';

/** Helping a learner on the phone (issue 10 §3): find them, see their rides, book, cancel, unlock, link. */
export default async function learnerHelpRoutes(app: FastifyInstance) {
  /** The learner's booking context, after checking they belong to the staff member's school. */
  const learnerAndContext = async (staff: SessionStaff, learnerId: number) => {
    const learner = await learnerOfSchool(app.db, staff.schoolId, learnerId);
    return { learner, ctx: await staffBookingContext(app.db, staff.schoolId, learnerId, app.now()) };
  };
  const contextFor = async (staff: SessionStaff, learnerId: number) =>
    (await learnerAndContext(staff, learnerId)).ctx;

  staffAction(
    app,
    {
      name: 'SearchLearners',
      body: searchLearnersRequestSchema,
      response: searchLearnersResponseSchema,
      summary: 'Learners whose student number or furigana contains the query (width and kana insensitive)',
    },
    ({ body, staff }) => searchLearners(app.db, staff.schoolId, body.query),
  );

  staffAction(
    app,
    {
      name: 'GetLearner',
      body: learnerRequestSchema,
      response: learnerDetailSchema,
      summary: "A learner's profile, sign-in lock, rides (upcoming, then the last 90 days) and own points",
    },
    async ({ body, staff }) => {
      const { learner, ctx } = await learnerAndContext(staff, body.learnerId);
      return loadLearnerDetail(app.db, ctx, learner, app.now());
    },
  );

  staffAction(
    app,
    {
      name: 'GetBookableRunsFor',
      body: bookableRunsRequestSchema,
      response: bookableRunsSchema,
      summary: 'Runs of a date and direction with free places and the stops the learner may board at',
    },
    async ({ body, staff }) =>
      bookableRunsFor(app.db, await contextFor(staff, body.learnerId), body, app.now()),
  );

  staffAction(
    app,
    {
      name: 'SaveReservationFor',
      body: saveReservationForRequestSchema,
      response: z.object({ yoyakuId: z.number().int() }),
      summary:
        "Book for a learner with the learner's rules; past the cut-off only with a reason (720); audited; once per idempotencyKey",
    },
    async ({ body, staff }) => {
      const { learnerId, idempotencyKey, reason, serviceCode: _school, ...ride } = body;
      const ctx = await contextFor(staff, learnerId);
      assertExtrasAllowed(ctx.options, ride);
      const request = { ...ride, desireTimeOpt: 0, desireTime: '' };
      return saveReservationFor(
        app.db,
        actorOf(staff),
        ctx,
        { key: idempotencyKey, request, reason },
        app.now(),
      );
    },
  );

  staffAction(
    app,
    {
      name: 'CancelReservationsFor',
      body: cancelReservationsForRequestSchema,
      response: z.object({ cancelled: z.array(z.number().int()) }),
      summary:
        'Cancel rides of a learner, all or none; past the cut-off only with a reason (720), never past rides; audited',
    },
    async ({ body, staff }) => {
      const ctx = await contextFor(staff, body.learnerId);
      const input = { key: body.idempotencyKey, reservationIds: body.reservationIds, reason: body.reason };
      return cancelReservationsFor(app.db, actorOf(staff), ctx, input, app.now());
    },
  );

  staffAction(
    app,
    {
      name: 'UnlockLearner',
      body: learnerRequestSchema,
      response: z.object({ wasLocked: z.boolean() }),
      summary: "Lift a learner's sign-in lock and clear their failed attempts; audited",
    },
    ({ body, staff }) => unlockLearner(app.db, actorOf(staff), body.learnerId, app.now()),
  );

  staffAction(
    app,
    {
      name: 'IssueSilentLink',
      body: silentLinkRequestSchema,
      response: silentLinkSchema,
      summary: 'A one-time silent sign-in link (mode=mng, 5 minutes) for a learner; admins only; audited',
      adminOnly: true,
    },
    async ({ body, request, staff }) => {
      await findSiteOptions(app.db, await findSchool(app.db, staff.serviceCode), body.site);
      return issueSilentLink(
        app.db,
        actorOf(staff),
        app.secrets.silentAuthKey,
        {
          learnerId: body.learnerId,
          serviceCode: staff.serviceCode,
          site: body.site,
          area: body.area,
          baseUrl: learnerPagesUrl(app, request),
        },
        app.now(),
      );
    },
  );
}
