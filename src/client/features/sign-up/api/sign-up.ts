import { userApi } from '@shared/api/user';
import type { SignUpRequest } from '@shared/schemas/sign-up';
import { call } from '@client/lib/api-client';
import { withProofOfWork } from '@client/lib/proof-of-work/with-proof-of-work';

/**
 * User/SignUp, throttled like sign-in: from an address over its failure limit the proof of work
 * is solved and the sign-up sent once more (PRODUCT.md §3).
 */
export const signUp = (body: SignUpRequest) =>
  withProofOfWork((altcha) => call(userApi.signUp, altcha ? { ...body, altcha } : body));
