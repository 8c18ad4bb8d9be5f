import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  loginRequestSchema,
  loginResponseSchema,
  loginUserSchema,
  logoutRequestSchema,
  silentAuthRequestSchema,
} from '../schemas/auth';
import { baseBundleSchema } from '../schemas/envelope';

export const authApi = {
  login: endpoint({
    path: 'Auth/Login',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
    summary: 'Sign in by student number',
  }),
  silentAuth: endpoint({
    path: 'Auth/SilentAuth',
    access: 'public',
    body: silentAuthRequestSchema,
    response: loginResponseSchema,
    summary: 'mng sign-in with a signed single-use token',
  }),
  logout: endpoint({
    path: 'Auth/Logout',
    access: 'public',
    body: logoutRequestSchema,
    response: z.object({}),
    summary: 'Sign out and end the session',
  }),
  getLoginUser: endpoint({
    path: 'Auth/GetLoginUser',
    access: 'learner',
    body: baseBundleSchema,
    response: z.object({ user: loginUserSchema, site: z.string(), serviceCode: z.string() }),
    summary: 'The signed-in learner of this session (restores the screens after a reload)',
  }),
};
