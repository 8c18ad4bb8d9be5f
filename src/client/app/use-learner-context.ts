import { useLoginUser } from '@client/features/auth/api/get-login-user';
import { useProviderInfo } from '@client/features/school/api/get-provider-info';
import { useSiteOption } from '@client/features/school/api/get-site-option';
import { useGeneralFailureRedirect } from './use-general-failure';

/**
 * What every signed-in screen needs: the learner, their school and the site options of their site.
 * School and options are asked for only once the session names them; if any of the three fails,
 * the screen goes to the login page (SPEC.md §8).
 */
export function useLearnerContext() {
  const session = useLoginUser();
  const serviceCode = session.data?.serviceCode;
  const provider = useProviderInfo(serviceCode);
  const siteOption = useSiteOption(serviceCode, session.data?.site ?? '1');
  useGeneralFailureRedirect(session.error ?? provider.error ?? siteOption.error);
  const ready = session.data && provider.data && siteOption.data;
  return ready ? { session: session.data!, provider: provider.data!, siteOption: siteOption.data! } : null;
}

/**
 * The school's name as soon as the session and school answer, before the site options, so the
 * header shows it while a signed-in screen is still loading (the same queries, shared).
 */
export function useSchoolName(): string | undefined {
  const session = useLoginUser();
  return useProviderInfo(session.data?.serviceCode).data?.name;
}

export type LearnerContext = NonNullable<ReturnType<typeof useLearnerContext>>;
