import type { SilentLink } from '@shared/schemas/admin-learners';
import { callData } from '@client/lib/api-client';

export const unlockLearner = (learnerId: number) =>
  callData<{ wasLocked: boolean }>('Admin/UnlockLearner', { learnerId });

export const issueSilentLink = (learnerId: number, area: 'sp' | 'pc', site: string) =>
  callData<SilentLink>('Admin/IssueSilentLink', { learnerId, area, site });
