import { adminApi } from '@shared/api/admin';
import type { StaffLoginRequest } from '@shared/schemas/admin';
import { call, callEnvelope } from '@client/lib/api-client';
import { withProofOfWork } from '@client/lib/proof-of-work/with-proof-of-work';

/** Admin/StaffLogin, with the proof of work an address over its failure limit must show (PRODUCT.md §3). */
export const staffLogin = (body: StaffLoginRequest) =>
  withProofOfWork((altcha) => call(adminApi.staffLogin, altcha ? { ...body, altcha } : body));

export const staffLogout = () => callEnvelope(adminApi.staffLogout, {});
