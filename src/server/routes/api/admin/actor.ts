import type { AuditActor } from '@server/domain/audit/record-audit';
import type { SessionStaff } from '@server/domain/auth/session-store';

/** Who the audit log names for a console request. */
export const actorOf = (staff: SessionStaff): AuditActor & { staffId: number } => ({
  schoolId: staff.schoolId,
  staffId: staff.staffId,
  loginId: staff.loginId,
});
