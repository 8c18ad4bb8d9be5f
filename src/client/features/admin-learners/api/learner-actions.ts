import { adminApi } from '@shared/api/admin';
import type { EnrolLearnerRequest } from '@shared/schemas/admin-learners';
import { call } from '@client/lib/api-client';

export const unlockLearner = (learnerId: number) => call(adminApi.unlockLearner, { learnerId });

export const issueSilentLink = (learnerId: number, area: 'sp' | 'pc', site: string) =>
  call(adminApi.issueSilentLink, { learnerId, area, site });

export const enrolLearner = (record: Omit<EnrolLearnerRequest, 'serviceCode'>) =>
  call(adminApi.enrolLearner, record);

export const resetLearnerPassword = (learnerId: number) => call(adminApi.resetLearnerPassword, { learnerId });

export const mailSignInLink = (learnerId: number, site: string) =>
  call(adminApi.mailSignInLink, { learnerId, site });
