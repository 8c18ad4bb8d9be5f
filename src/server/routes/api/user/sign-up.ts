import type { FastifyInstance } from 'fastify';
import { type SignUpResponse } from '@shared/schemas/sign-up';
import { api } from '@shared/api';
import { signUp } from '@server/domain/auth/sign-up';
import { findSchool, findSiteOptions } from '@server/domain/school/site-option';
import { publicAction } from '@server/routes/action';

/** Only the number now registered: nothing of the school's record goes back. */
const presentSignUp = (result: { seitoNo: string }): SignUpResponse => ({ seitoNo: result.seitoNo });

/** `User/SignUp` (SPEC.md §2 /sp/signup), a public action beside User/Save under `api/User`. */
export default async function signUpRoutes(app: FastifyInstance) {
  publicAction(app, api.user.signUp, async ({ body, request }) => {
    const school = await findSchool(app.db, body.serviceCode || app.config.defaultServiceCode);
    const siteOption = await findSiteOptions(app.db, school, body.site);
    const result = await signUp(
      app.db,
      { hasher: app.hasher, powKey: app.secrets.powKey },
      { ...body, school, siteOption, ip: request.ip, now: app.now() },
    );
    request.log.info({ learnerId: result.learnerId }, 'signed up');
    return presentSignUp(result);
  });
}
