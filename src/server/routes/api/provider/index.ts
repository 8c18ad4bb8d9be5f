import type { FastifyInstance } from 'fastify';
import { providerInfoSchema, providerRequestSchema, siteOptionSchema } from '@shared/schemas/provider';
import { findSchool, findSiteOptions } from '@server/domain/school/site-option';
import { publicAction } from '@server/routes/action';
import { presentProvider, presentSiteOption } from './presenters';

export default async function providerRoutes(app: FastifyInstance) {
  const serviceCodeOf = (code: string | undefined) => code || app.config.defaultServiceCode;

  publicAction(
    app,
    {
      name: 'GetProviderInfo',
      body: providerRequestSchema,
      response: providerInfoSchema,
      summary: 'School contact card',
    },
    async ({ body }) => presentProvider(await findSchool(app.db, serviceCodeOf(body.serviceCode))),
  );

  publicAction(
    app,
    {
      name: 'GetSiteOption',
      body: providerRequestSchema,
      response: siteOptionSchema,
      summary: 'Site options of (serviceCode, site)',
    },
    async ({ body }) => {
      const school = await findSchool(app.db, serviceCodeOf(body.serviceCode));
      const site = body.site ?? '1';
      return presentSiteOption(
        school,
        site,
        await findSiteOptions(app.db, school, site),
        app.config.mapTiles,
      );
    },
  );
}
