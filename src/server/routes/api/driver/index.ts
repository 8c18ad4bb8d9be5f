import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { loadDriverDay } from '@server/domain/driver/driver-day';
import { recordTaps } from '@server/domain/driver/record-taps';
import { reportPosition } from '@server/domain/driver/report-position';
import { useSignInCode } from '@server/domain/driver/sign-in-code';
import { driverAction, publicAction } from '@server/routes/action';
import { endSession, startSession } from '@server/routes/session-turnover';

/**
 * The driver page's calls (issue 27): a vehicle's phone signs in with the one-time code the
 * console showed and then acts for that device's vehicle alone — the session names it, no body
 * does. Revoking the device or retiring the vehicle ends the session (domain/auth/session-store).
 */
export default async function driverRoutes(app: FastifyInstance) {
  publicAction(app, api.driver.signIn, async ({ body, request, reply }) => {
    const device = await useSignInCode(app.db, body.code, app.now());
    await startSession(app, request, reply, { schoolId: device.schoolId, deviceId: device.deviceId });
    request.log.info({ deviceId: device.deviceId }, 'driver page signed in');
    return {
      vehicleCd: device.vehicleCd,
      name: device.name,
      driverName: device.driverName,
      schoolName: device.schoolName,
    };
  });

  driverAction(app, api.driver.signOut, async ({ request, reply }) => {
    await endSession(app, request, reply);
    return {};
  });

  driverAction(app, api.driver.getDay, ({ driver }) => loadDriverDay(app.db, driver, app.now()));

  driverAction(app, api.driver.recordTaps, ({ body, driver }) =>
    recordTaps(app.db, driver, body.taps, app.now()),
  );

  driverAction(app, api.driver.reportPosition, ({ body, driver }) =>
    reportPosition(app.db, driver, body.fixes, app.now()),
  );
}
