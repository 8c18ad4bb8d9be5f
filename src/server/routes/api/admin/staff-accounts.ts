import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import {
  addStaffAccount,
  changeOwnPassword,
  listStaffAccounts,
  resetStaffPassword,
  setStaffDisabled,
  setStaffRole,
  unlockStaffAccount,
} from '@server/domain/auth/staff/manage-staff';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/**
 * Console accounts (issue 23 §2): who may use the console is the school's set-up, so admins
 * only; every member changes their own password.
 */
export default async function staffAccountRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.listStaffAccounts, ({ staff }) =>
    listStaffAccounts(app.db, staff.schoolId, app.now()),
  );

  staffAction(app, api.admin.addStaff, ({ body, staff }) =>
    addStaffAccount(
      app.db,
      app.hasher,
      actorOf(staff),
      { loginId: body.loginId, name: body.name, role: body.role },
      app.now(),
    ),
  );

  staffAction(app, api.admin.setStaffRole, ({ body, staff }) =>
    setStaffRole(app.db, actorOf(staff), { staffId: body.staffId, role: body.role }, app.now()),
  );

  staffAction(app, api.admin.setStaffDisabled, ({ body, staff }) =>
    setStaffDisabled(app.db, actorOf(staff), { staffId: body.staffId, disabled: body.disabled }, app.now()),
  );

  staffAction(app, api.admin.unlockStaff, ({ body, staff }) =>
    unlockStaffAccount(app.db, actorOf(staff), body.staffId, app.now()),
  );

  staffAction(app, api.admin.resetStaffPassword, ({ body, staff }) =>
    resetStaffPassword(app.db, app.hasher, actorOf(staff), body.staffId, app.now()),
  );

  staffAction(app, api.admin.changeOwnPassword, async ({ body, staff, request }) => {
    await changeOwnPassword(
      app.db,
      { hasher: app.hasher, powKey: app.secrets.powKey },
      actorOf(staff),
      {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        sessionId: request.sessionId,
        ip: request.ip,
      },
      app.now(),
    );
    return {};
  });
}
