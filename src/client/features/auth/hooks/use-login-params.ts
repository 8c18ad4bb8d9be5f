import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The query parameters of the login routes (SPEC.md §2), remembered so sign-out and an expired
 * session return to the same school and site: per tab first, and in localStorage for a launch
 * from the home screen (the manifest's start page carries no serviceCode).
 */
export interface LoginParams {
  serviceCode?: string;
  site: string;
  authority?: string;
  mode?: string;
  recNo?: string;
  token?: string;
}

const STORAGE_KEY = 'bus.loginParams';

export function rememberedLoginParams(): Pick<LoginParams, 'serviceCode' | 'site' | 'authority'> {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY) ?? localStorage.getItem(STORAGE_KEY) ?? '{}';
    const stored = JSON.parse(saved) as Partial<LoginParams>;
    return { serviceCode: stored.serviceCode, site: stored.site ?? '1', authority: stored.authority };
  } catch {
    return { site: '1' };
  }
}

function remember(params: LoginParams) {
  const saved = JSON.stringify({
    serviceCode: params.serviceCode,
    site: params.site,
    authority: params.authority,
  });
  sessionStorage.setItem(STORAGE_KEY, saved);
  // the school's address outlives the tab; a silent sign-in's authority does not
  if (params.serviceCode) {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ serviceCode: params.serviceCode, site: params.site }));
  }
}

export function useLoginParams(): LoginParams {
  const [search] = useSearchParams();
  return useMemo(() => {
    const remembered = rememberedLoginParams();
    const get = (name: string) => search.get(name) ?? undefined;
    const params: LoginParams = {
      serviceCode: get('serviceCode') ?? remembered.serviceCode,
      site: get('site') ?? remembered.site,
      authority: get('authority') ?? remembered.authority,
      mode: get('mode'),
      recNo: get('recNo'),
      token: get('token'),
    };
    remember(params);
    return params;
  }, [search]);
}
