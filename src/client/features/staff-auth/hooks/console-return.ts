import { isAdminPath, paths } from '@client/config/paths';

const ORIGIN = 'http://console.invalid';

/**
 * The console screen a `next` parameter names, as path and query, or null for anything else: only
 * a path inside admin/ (not the sign-in itself) on this site is followed, so the sign-in page
 * cannot be made to send a staff member elsewhere (an open redirect).
 */
export function consoleReturnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== ORIGIN || !isAdminPath(parsed.pathname) || parsed.pathname === paths.admin.login) {
    return null;
  }
  return parsed.pathname + parsed.search;
}

/** The console's sign-in, coming back to `from` afterwards; `expired` when a session in use ended. */
export function consoleLoginHref(from: string, expired: boolean): string {
  const query = new URLSearchParams({ next: from, ...(expired ? { expired: '1' } : {}) });
  return `${paths.admin.login}?${query.toString()}`;
}
