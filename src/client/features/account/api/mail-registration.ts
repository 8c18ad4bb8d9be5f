import { userApi } from '@shared/api/user';
import type { ConfirmMailAddressRequest } from '@shared/schemas/user';
import { call } from '@client/lib/api-client';
import { withProofOfWork } from '@client/lib/proof-of-work/with-proof-of-work';

/** What a confirmation link is for; plain fetchers, since the mail page loads no query cache. */
export const fetchMailConfirmation = (serviceCode: string | undefined, token: string) =>
  call(userApi.getMailConfirmation, { serviceCode, token });

/** Binds the link's address; from a throttled address with the proof of work sign-in asks for too. */
export const confirmMailAddress = (body: ConfirmMailAddressRequest) =>
  withProofOfWork((altcha) => call(userApi.confirmMailAddress, altcha ? { ...body, altcha } : body));
