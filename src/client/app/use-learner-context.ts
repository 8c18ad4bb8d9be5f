import { useQueryClient } from '@tanstack/react-query';
import { useLoginUser } from '@client/features/auth/api/get-login-user';
import { useProviderInfo } from '@client/features/school/api/get-provider-info';
import { useSiteOption } from '@client/features/school/api/get-site-option';
import { lastSchool } from '@client/lib/last-school';
import { isConnectionFailure, useGeneralFailureRedirect } from './use-general-failure';

/**
 * What every signed-in screen needs: the learner, their school and the site options of their site.
 * School and options are asked for only once the session names them; if any of the three fails,
 * the screen goes to the login page (SPEC.md §8) — unless the connection failed, which the frame
 * says itself with a retry (`useContextRetry`).
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
 * When what every signed-in screen needs could not be fetched for want of a connection: the
 * retry that asks again for what failed (the page and its place stay); null otherwise.
 */
export function useContextRetry(): (() => void) | null {
  const queryClient = useQueryClient();
  const session = useLoginUser();
  const provider = useProviderInfo(session.data?.serviceCode);
  const siteOption = useSiteOption(session.data?.serviceCode, session.data?.site ?? '1');
  const failed = [session, provider, siteOption].some(
    (query) => !query.data && isConnectionFailure(query.error),
  );
  if (!failed) return null;
  return () =>
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
}

/**
 * The school's name and phone as soon as the session and school answer, before the site options,
 * so the header shows them while a signed-in screen is still loading (the same queries, shared);
 * when they cannot be fetched (offline), the last known school of this tab (lib/last-school.ts).
 */
export function useSchool(): { name: string; phoneNumber: string } | undefined {
  const session = useLoginUser();
  const provider = useProviderInfo(session.data?.serviceCode).data;
  if (provider) return provider;
  if (session.error || session.data) return lastSchool(session.data?.serviceCode) ?? undefined;
  return undefined;
}

/** The school's name (see useSchool). */
export function useSchoolName(): string | undefined {
  return useSchool()?.name;
}

export type LearnerContext = NonNullable<ReturnType<typeof useLearnerContext>>;
