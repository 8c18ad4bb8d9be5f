import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffBaseSchema, staffLoginRequestSchema, staffUserSchema } from '@shared/schemas/admin';
import { findSchool } from '@server/domain/school/site-option';
import { signInStaff, staffRoleOf } from '@server/domain/auth/staff/staff-sign-in';
import { publicAction, staffAction } from '@server/routes/action';
import { endSession, startSession } from '@server/routes/session-turnover';

/** Console sign-in, sign-out and "who am I": the learners' session, XSRF and lockout machinery. */
export default async function staffAuthRoutes(app: FastifyInstance) {
  publicAction(
    app,
    {
      name: 'StaffLogin',
      body: staffLoginRequestSchema,
      response: staffUserSchema,
      summary: 'Console sign-in by login id and password (staff of one school)',
    },
    async ({ body, request, reply }) => {
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
    },
  );

  publicAction(
    app,
    {
      name: 'StaffLogout',
      body: staffBaseSchema,
      response: z.object({}),
      summary: 'Console sign-out: ends the session',
    },
    async ({ request, reply }) => {
      await endSession(app, request, reply);
      return {};
    },
  );

  staffAction(
    app,
    {
      name: 'GetStaffUser',
      body: staffBaseSchema,
      response: staffUserSchema,
      summary: 'The signed-in staff member of this session',
    },
    async ({ staff }) => {
      const school = await findSchool(app.db, staff.serviceCode);
      return {
        loginId: staff.loginId,
        name: staff.name,
        role: staff.role,
        serviceCode: staff.serviceCode,
        schoolName: school.name,
      };
    },
  );
}
