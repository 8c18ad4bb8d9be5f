import type { FastifyRequest } from 'fastify';
import type { SiteOption } from '@shared/schemas/provider';
import { siteOptionsOf } from '@server/domain/school/school-settings';
import { HttpError } from '@server/plugins/app/http-error';

/**
 * A preHandler for a subtree of learner endpoints that a site's menu switch turns off (SPEC.md §3
 * menu, PRODUCT.md §3): with the switch off on the session's site the calls are refused with HTTP
 * 403, so a hidden button is not the only thing keeping a learner out. Without a session the
 * action itself answers 401; a site that no longer exists is left to the handler (105).
 */
export function requireMenu(menuSwitch: keyof SiteOption['menu']) {
  return async (request: FastifyRequest) => {
    const learner = request.learner;
    if (!learner) return;
    const options = siteOptionsOf(learner.settings);
    if (options && !options.menu[menuSwitch]) throw new HttpError(403);
  };
}
