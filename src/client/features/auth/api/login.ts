import { authApi } from '@shared/api/auth';
import type { LoginRequest, SilentAuthRequest } from '@shared/schemas/auth';
import { call } from '@client/lib/api-client';
import { withProofOfWork } from '@client/lib/proof-of-work/with-proof-of-work';

/**
 * Auth/Login, with the proof of work an address over its failure limit must show (PRODUCT.md §3).
 * A plain function because the sign-in screens load no query cache.
 */
export const login = (body: LoginRequest) =>
  withProofOfWork((altcha) => call(authApi.login, altcha ? { ...body, altcha } : body));

export const silentAuth = (body: SilentAuthRequest) => call(authApi.silentAuth, body);
