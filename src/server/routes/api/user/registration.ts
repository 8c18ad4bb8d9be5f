import type { FastifyInstance } from 'fastify';
import { itemsSwitchedOff, mobileDigits } from '@shared/rules/registration-change';
import { api } from '@shared/api';
import { pendingMailAddress } from '@server/domain/account/mail-confirmation';
import { saveRegistration } from '@server/domain/account/save-registration';
import { findLearner } from '@server/domain/auth/sign-in';
import type { SessionLearner } from '@server/domain/auth/session-store';
import { BusinessError } from '@server/domain/business-error';
import { siteOptionsOf } from '@server/domain/school/school-settings';
import { HttpError } from '@server/plugins/app/http-error';
import { learnerAction } from '@server/routes/action';
import { learnerPagesUrl } from '@server/routes/learner-pages-url';
import { requireMenu } from '@server/routes/menu-guard';

/** Change of registration (SPEC.md §2 /sp/change, /pc/change): only where the site's menu offers it. */
export default async function registrationRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMenu('useChangeRegistered'));

  /** The session's learner and site options; 401 once the learner is gone, 105 once the site is. */
  const learnerAndOptions = async (learner: SessionLearner) => {
    const options = siteOptionsOf(learner.settings);
    if (!options) throw BusinessError.of('error', 105);
    const row = await findLearner(app.db, learner.learnerId);
    if (!row) throw new HttpError(401);
    return { row, options };
  };

  learnerAction(app, api.user.getRegisteredInfo, async ({ learner }) => {
    const { row } = await learnerAndOptions(learner);
    return {
      mailAddress: row.mailAddress,
      mobileNumber: mobileDigits(row.mobileNumber),
      pendingMailAddress: await pendingMailAddress(app.db, row.id, app.now()),
    };
  });

  learnerAction(app, api.user.save, async ({ body, request, learner }) => {
    const { row, options } = await learnerAndOptions(learner);
    const switches = options.registredInfo;
    const anyEnabled =
      switches.isMailAddressEnabled || switches.isMobilePhoneEnabled || switches.isPasswordEnabled;
    // where nothing may be changed the answer is warning 10 (SPEC.md §5); otherwise an item the site turns off is not asked for by its screens
    if (anyEnabled && itemsSwitchedOff(body, switches).length > 0) throw new HttpError(403);
    const mask = await saveRegistration(app.db, app.hasher, {
      learner: row,
      schoolId: learner.schoolId,
      options,
      request: body,
      sessionId: request.sessionId,
      link: {
        baseUrl: learnerPagesUrl(app, request),
        serviceCode: learner.serviceCode,
        site: learner.site,
      },
      now: app.now(),
    });
    request.log.info({ learnerId: row.id, mask }, 'registration changed');
    return mask;
  });
}
