import type { StaffLoginRequest, StaffUser } from '@shared/schemas/admin';
import { callApi, callData } from '@client/lib/api-client';
import { withProofOfWork } from '@client/lib/proof-of-work/with-proof-of-work';

/** Admin/StaffLogin, with the proof of work an address over its failure limit must show (PRODUCT.md §3). */
export const staffLogin = (body: StaffLoginRequest) =>
  withProofOfWork((altcha) => callData<StaffUser>('Admin/StaffLogin', altcha ? { ...body, altcha } : body));

export const staffLogout = () => callApi<object>('Admin/StaffLogout');
