import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { confirmMailAddress, openConfirmation } from '@server/domain/account/mail-confirmation';
import { findSchool, findSiteOptions } from '@server/domain/school/site-option';
import { publicAction } from '@server/routes/action';

/** Mail registration (SPEC.md §2 /sp/mail): what the confirmation link opens, signed in or not. */
export default async function mailRegistrationRoutes(app: FastifyInstance) {
  const serviceCodeOf = (code: string | undefined) => code || app.config.defaultServiceCode;

  publicAction(app, api.user.getMailConfirmation, async ({ body }) => {
    const school = await findSchool(app.db, serviceCodeOf(body.serviceCode));
    const confirmation = await openConfirmation(app.db, school.id, body.token, app.now());
    return { mailAddress: confirmation.mailAddress, expiresAt: confirmation.expiresAt.toISOString() };
  });

  publicAction(app, api.user.confirmMailAddress, async ({ body, request }) => {
    const school = await findSchool(app.db, serviceCodeOf(body.serviceCode));
    const siteOption = await findSiteOptions(app.db, school, body.site);
    const result = await confirmMailAddress(
      app.db,
      { hasher: app.hasher, powKey: app.secrets.powKey },
      {
        school,
        siteOption,
        token: body.token,
        seitoNo: body.seitoNo,
        password: body.password,
        altcha: body.altcha,
        ip: request.ip,
        now: app.now(),
      },
    );
    request.log.info({ schoolId: school.id }, 'mail address confirmed');
    return result;
  });
}
