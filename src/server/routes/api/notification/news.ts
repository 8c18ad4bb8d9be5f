import type { FastifyInstance } from 'fastify';
import { baseBundleSchema } from '@shared/schemas/envelope';
import { newsResponseSchema } from '@shared/schemas/notification';
import { listNews } from '@server/domain/notices/list-news';
import { learnerAction } from '@server/routes/action';
import { requireMenu } from '@server/routes/menu-guard';
import { presentNotice } from './presenters';

/** The school's notices (SPEC.md §2 menu), behind the site's `useNotification`. */
export default async function newsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMenu('useNotification'));
  learnerAction(
    app,
    {
      name: 'GetNews',
      body: baseBundleSchema,
      response: newsResponseSchema,
      summary: "The school's current notices",
    },
    async ({ learner }) => (await listNews(app.db, learner.schoolId, app.now())).map(presentNotice),
  );
}
