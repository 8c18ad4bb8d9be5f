import { paths, type Area } from '@client/config/paths';
import { rememberedLoginParams } from '@client/features/auth/hooks/use-login-params';

/** The area's login page for the school and site the learner signed in through (SPEC.md §2, §6). */
export function loginHref(area: Area): string {
  const { serviceCode, site } = rememberedLoginParams();
  const query = new URLSearchParams({ ...(serviceCode ? { serviceCode } : {}), site });
  return `${paths[area].login}?${query.toString()}`;
}
