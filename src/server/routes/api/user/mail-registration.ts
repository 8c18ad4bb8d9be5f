import type { FastifyInstance } from 'fastify';
import {
  confirmMailAddressRequestSchema,
  confirmMailAddressResponseSchema,
  mailConfirmationRequestSchema,
  mailConfirmationSchema,
} from '@shared/schemas/user';
import { confirmMailAddress, openConfirmation } from '@server/domain/account/mail-confirmation';
import { findSchool, findSiteOptions } from '@server/domain/school/site-option';
import { publicAction } from '@server/routes/action';

/** Mail registration (SPEC.md §2 /sp/mail): what the confirmation link opens, signed in or not. */
export default async function mailRegistrationRoutes(app: FastifyInstance) {
  const serviceCodeOf = (code: string | undefined) => code || app.config.defaultServiceCode;

  publicAction(
    app,
    {
      name: 'GetMailConfirmation',
      body: mailConfirmationRequestSchema,
      response: mailConfirmationSchema,
      summary:
        'The address a confirmation link is for and until when it works; 250 unknown, 251 expired, 252 used',
    },
    async ({ body }) => {
      const school = await findSchool(app.db, serviceCodeOf(body.serviceCode));
      const confirmation = await openConfirmation(app.db, school.id, body.token, app.now());
      return { mailAddress: confirmation.mailAddress, expiresAt: confirmation.expiresAt.toISOString() };
    },
  );

  publicAction(
    app,
    {
      name: 'ConfirmMailAddress',
      body: confirmMailAddressRequestSchema,
      response: confirmMailAddressResponseSchema,
      summary:
        "Bind a confirmation link's address to the learner proving it with student number and password (throttled like Auth/Login)",
    },
    async ({ body, request }) => {
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
    },
  );
}
