import type { LoginRequest, LoginResponse, SilentAuthRequest } from '@shared/schemas/auth';
import { callData } from '@client/lib/api-client';

/** Sign-in calls; plain functions because the sign-in screens load no query cache. */
export const login = (body: LoginRequest) => callData<LoginResponse>('Auth/Login', body);

export const silentAuth = (body: SilentAuthRequest) => callData<LoginResponse>('Auth/SilentAuth', body);
