import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import type { SessionStaff } from '@server/domain/auth/session-store';
import { findSchool, findSiteOptions } from '@server/domain/school/site-option';
import { learnerOfSchool } from '@server/domain/school/school-scope';
import {
  bookableRunsFor,
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
import { enrolLearner } from '@server/domain/account/enrol-learner';
import { mailSignInLink, resetLearnerPassword } from '@server/domain/account/learner-access';
import { staffAction } from '@server/routes/action';
import { learnerPagesUrl } from '@server/routes/learner-pages-url';
import { assertExtrasAllowed } from '@server/routes/api/reservation/guards';
import { actorOf } from './actor';

/**
 * Helping a learner on the phone (issue 10 §3, issue 26 §2 §6): find them, see their rides, book
 * (today's runs until they leave), cancel, unlock, link, reset their password, mail the login page.
 */
export default async function learnerHelpRoutes(app: FastifyInstance) {
  /** The learner's booking context, after checking they belong to the staff member's school. */
  const learnerAndContext = async (staff: SessionStaff, learnerId: number) => {
    const learner = await learnerOfSchool(app.db, staff.schoolId, learnerId);
    return { learner, ctx: await staffBookingContext(app.db, staff.schoolId, learnerId, app.now()) };
  };
  const contextFor = async (staff: SessionStaff, learnerId: number) =>
    (await learnerAndContext(staff, learnerId)).ctx;

  staffAction(app, api.admin.searchLearners, ({ body, staff }) =>
    searchLearners(app.db, staff.schoolId, body.query),
  );

  staffAction(app, api.admin.getLearner, async ({ body, staff }) => {
    const { learner, ctx } = await learnerAndContext(staff, body.learnerId);
    return loadLearnerDetail(app.db, ctx, learner, app.now());
  });

  staffAction(app, api.admin.getBookableRunsFor, async ({ body, staff }) =>
    bookableRunsFor(app.db, await contextFor(staff, body.learnerId), body, app.now()),
  );

  staffAction(app, api.admin.saveReservationFor, async ({ body, staff }) => {
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
  });

  staffAction(app, api.admin.cancelReservationsFor, async ({ body, staff }) => {
    const ctx = await contextFor(staff, body.learnerId);
    const input = { key: body.idempotencyKey, reservationIds: body.reservationIds, reason: body.reason };
    return cancelReservationsFor(app.db, actorOf(staff), ctx, input, app.now());
  });

  staffAction(app, api.admin.enrolLearner, ({ body, staff }) =>
    enrolLearner(app.db, app.hasher, actorOf(staff), body, app.now()),
  );

  staffAction(app, api.admin.unlockLearner, ({ body, staff }) =>
    unlockLearner(app.db, actorOf(staff), body.learnerId, app.now()),
  );

  staffAction(app, api.admin.issueSilentLink, async ({ body, request, staff }) => {
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
  });

  staffAction(app, api.admin.resetLearnerPassword, ({ body, staff }) =>
    resetLearnerPassword(app.db, app.hasher, actorOf(staff), body.learnerId, app.now()),
  );

  staffAction(app, api.admin.mailSignInLink, async ({ body, request, staff }) => {
    await findSiteOptions(app.db, await findSchool(app.db, staff.serviceCode), body.site);
    return mailSignInLink(
      app.db,
      actorOf(staff),
      {
        learnerId: body.learnerId,
        serviceCode: staff.serviceCode,
        site: body.site,
        baseUrl: learnerPagesUrl(app, request),
      },
      app.now(),
    );
  });
}
