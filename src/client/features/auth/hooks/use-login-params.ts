import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameters of the login routes (SPEC.md §2), remembered for the tab so sign-out returns to the same site. */
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
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<LoginParams>;
    return { serviceCode: stored.serviceCode, site: stored.site ?? '1', authority: stored.authority };
  } catch {
    return { site: '1' };
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
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ serviceCode: params.serviceCode, site: params.site, authority: params.authority }),
    );
    return params;
  }, [search]);
}
