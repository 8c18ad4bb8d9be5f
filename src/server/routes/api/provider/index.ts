import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { findSchool, findSiteOptions } from '@server/domain/school/site-option';
import { publicAction } from '@server/routes/action';
import { presentProvider, presentSiteOption } from './presenters';

export default async function providerRoutes(app: FastifyInstance) {
  const serviceCodeOf = (code: string | undefined) => code || app.config.defaultServiceCode;

  publicAction(app, api.provider.getProviderInfo, async ({ body }) =>
    presentProvider(await findSchool(app.db, serviceCodeOf(body.serviceCode))),
  );

  publicAction(app, api.provider.getSiteOption, async ({ body }) => {
    const school = await findSchool(app.db, serviceCodeOf(body.serviceCode));
    const site = body.site ?? '1';
    return presentSiteOption(school, site, await findSiteOptions(app.db, school, site), app.config.mapTiles);
  });
}
