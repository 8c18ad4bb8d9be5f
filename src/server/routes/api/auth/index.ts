import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type LoginResponse } from '@shared/schemas/auth';
import { api } from '@shared/api';
import { findLearner, signIn, silentSignIn, type Learner } from '@server/domain/auth/sign-in';
import { findSchool, findSiteOptions } from '@server/domain/school/site-option';
import { HttpError } from '@server/plugins/app/http-error';
import { learnerAction, publicAction } from '@server/routes/action';
import { endSession, startSession } from '@server/routes/session-turnover';
import { presentLoginResponse, presentSessionUser } from './presenters';

export default async function authRoutes(app: FastifyInstance) {
  const serviceCodeOf = (code: string | undefined) => code || app.config.defaultServiceCode;

  async function startLearnerSession(
    request: FastifyRequest,
    reply: FastifyReply,
    learner: Learner,
    school: { id: number; serviceCode: string },
    site: string,
    authority: string,
  ): Promise<LoginResponse> {
    await startSession(app, request, reply, { schoolId: school.id, learnerId: learner.id, site, authority });
    return presentLoginResponse(learner, school, site, authority);
  }

  publicAction(app, api.auth.login, async ({ body, request, reply }) => {
    const school = await findSchool(app.db, serviceCodeOf(body.serviceCode));
    const siteOption = await findSiteOptions(app.db, school, body.site);
    const learner = await signIn(
      app.db,
      { hasher: app.hasher, powKey: app.secrets.powKey },
      {
        school,
        site: body.site,
        siteOption,
        seitoNo: body.seitoNo,
        password: body.password,
        altcha: body.altcha,
        ip: request.ip,
        now: app.now(),
      },
    );
    request.log.info({ learnerId: learner.id }, 'signed in');
    return startLearnerSession(request, reply, learner, school, body.site, String(body.authority ?? ''));
  });

  publicAction(app, api.auth.silentAuth, async ({ body, request, reply }) => {
    const school = await findSchool(app.db, serviceCodeOf(body.serviceCode));
    const siteOption = await findSiteOptions(app.db, school, body.site);
    const learner = await silentSignIn(app.db, app.secrets.silentAuthKey, {
      school,
      site: body.site,
      siteOption,
      recNo: body.recNo,
      token: body.token,
      ip: request.ip,
      now: app.now(),
    });
    request.log.info({ learnerId: learner.id }, 'signed in silently');
    return startLearnerSession(request, reply, learner, school, body.site, String(body.authority ?? ''));
  });

  publicAction(app, api.auth.logout, async ({ request, reply }) => {
    await endSession(app, request, reply);
    return {};
  });

  learnerAction(app, api.auth.getLoginUser, async ({ learner }) => {
    const user = await findLearner(app.db, learner.learnerId);
    if (!user) throw new HttpError(401);
    return presentSessionUser(user, learner);
  });
}
