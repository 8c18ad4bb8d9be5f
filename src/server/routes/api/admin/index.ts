import type { FastifyInstance } from 'fastify';
import alertRoutes from './alerts';
import auditRoutes from './audit';
import dayBoardRoutes from './day-board';
import importRoutes from './imports';
import learnerHelpRoutes from './learners';
import mailRoutes from './mails';
import noticeRoutes from './notices';
import planRoutes from './plan';
import pointReviewRoutes from './points';
import runChangeRoutes from './runs';
import runMessageRoutes from './run-messages';
import staffAccountRoutes from './staff-accounts';
import networkRoutes from './network';
import schoolRoutes from './school';
import siteRoutes from './sites';
import staffAuthRoutes from './staff-auth';
import vehicleRoutes from './vehicles';
import waitlistRoutes from './waitlist';

/**
 * The staff console's actions (`api/Admin/…`, PRODUCT.md §2): every one but sign-in and sign-out
 * is a `staffAction`, so a learner's session can never call them.
 */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(staffAuthRoutes);
  await app.register(dayBoardRoutes);
  await app.register(learnerHelpRoutes);
  await app.register(noticeRoutes);
  await app.register(auditRoutes);
  await app.register(mailRoutes);
  await app.register(alertRoutes);
  await app.register(planRoutes);
  await app.register(pointReviewRoutes);
  await app.register(vehicleRoutes);
  await app.register(staffAccountRoutes);
  await app.register(schoolRoutes);
  await app.register(siteRoutes);
  await app.register(networkRoutes);
  await app.register(runChangeRoutes);
  await app.register(importRoutes);
  await app.register(runMessageRoutes);
  await app.register(waitlistRoutes);
}
