import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { findSchool } from '@server/domain/school/site-option';
import { signInStaff, staffRoleOf } from '@server/domain/auth/staff/staff-sign-in';
import { publicAction, staffAction } from '@server/routes/action';
import { endSession, startSession } from '@server/routes/session-turnover';

/** Console sign-in, sign-out and "who am I": the learners' session, XSRF and lockout machinery. */
export default async function staffAuthRoutes(app: FastifyInstance) {
  publicAction(app, api.admin.staffLogin, async ({ body, request, reply }) => {
    const school = await findSchool(app.db, body.serviceCode || app.config.defaultServiceCode);
    const member = await signInStaff(
      app.db,
      { hasher: app.hasher, powKey: app.secrets.powKey },
      {
        schoolId: school.id,
        loginId: body.loginId,
        password: body.password,
        altcha: body.altcha,
        ip: request.ip,
        now: app.now(),
      },
    );
    request.log.info({ staffId: member.id }, 'staff signed in');
    await startSession(app, request, reply, { schoolId: school.id, staffId: member.id });
    return {
      loginId: member.loginId,
      name: member.name,
      role: staffRoleOf(member),
      serviceCode: school.serviceCode,
      schoolName: school.name,
    };
  });

  publicAction(app, api.admin.staffLogout, async ({ request, reply }) => {
    await endSession(app, request, reply);
    return {};
  });

  staffAction(app, api.admin.getStaffUser, async ({ staff }) => {
    const school = await findSchool(app.db, staff.serviceCode);
    return {
      loginId: staff.loginId,
      name: staff.name,
      role: staff.role,
      serviceCode: staff.serviceCode,
      schoolName: school.name,
    };
  });
}
