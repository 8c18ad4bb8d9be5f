/**
 * The last school whose details arrived, kept for the tab (sessionStorage), so a page that
 * cannot load — offline, the school's own call failing too — still names the school and its
 * phone. Only the public name and number are kept; the tab's end forgets them.
 */
export interface KnownSchool {
  serviceCode: string;
  name: string;
  phoneNumber: string;
}

const STORAGE_KEY = 'bus.lastSchool';

export function rememberSchool(school: KnownSchool): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(school));
  } catch {
    // storage full or refused (private mode): the frame then goes without the name
  }
}

/** The last known school; with a service code (a login or sign-up link), only that school's. */
export function lastSchool(serviceCode?: string | null): KnownSchool | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const school = raw ? (JSON.parse(raw) as Partial<KnownSchool>) : null;
    if (typeof school?.name !== 'string' || typeof school.phoneNumber !== 'string') return null;
    if (typeof school.serviceCode !== 'string') return null;
    if (serviceCode && serviceCode !== school.serviceCode) return null;
    return school as KnownSchool;
  } catch {
    return null;
  }
}
