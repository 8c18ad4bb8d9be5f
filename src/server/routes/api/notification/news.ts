import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { listNews } from '@server/domain/notices/list-news';
import { learnerAction } from '@server/routes/action';
import { requireMenu } from '@server/routes/menu-guard';
import { presentNotice } from './presenters';

/** The school's notices (SPEC.md §2 menu), behind the site's `useNotification`. */
export default async function newsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMenu('useNotification'));
  learnerAction(app, api.notification.getNews, async ({ learner }) =>
    (await listNews(app.db, learner.schoolId, app.now())).map(presentNotice),
  );
}
