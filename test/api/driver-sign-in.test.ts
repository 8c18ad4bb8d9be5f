import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DRIVER_SESSION_LIMITS, DRIVER_SIGN_IN_CODE_TTL_MINUTES } from '@shared/constants';
import { messages } from '@shared/i18n/messages';
import type { DriverDay, DriverVehicle } from '@shared/schemas/driver';
import { auditLog, sessions, vehicleDevices } from '@server/db/schema';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { addTestVehicle, driverClient, issueCode } from './driver-fixtures';
import { DEMO, freshClient, MINUTE, signedInClient, useTestServer, type TestClient } from './harness';
import { expectOk, expectRefusal } from './reservation-fixtures';

const WRONG_CODE = messages.error[910];

const dayOf = (phone: TestClient) => phone.post<DriverDay>('Driver/GetDay', {});

describeEachDatabase('Driver page: signing a phone in with a one-time code (issue 27 §1)', (kind) => {
  const server = useTestServer(kind);

  it('the console issues a code with the page URL (code in the fragment) and its QR image, audited without the code', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { vehicleId, deviceId } = await addTestVehicle(admin, 'DRVA');
    const issued = await issueCode(admin, deviceId);
    expect(issued.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(issued.url).toBe(`${s.baseUrl}driver/#code=${issued.code}`);
    expect(issued.qrSvg.startsWith('<svg')).toBe(true);
    expect(issued.qrSvg).not.toContain('<script');
    const now = s.clock.now().getTime();
    expect(new Date(issued.expiresAt).getTime()).toBe(now + DRIVER_SIGN_IN_CODE_TTL_MINUTES * MINUTE);
    const [entry] = await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'vehicle-device.issue-driver-sign-in',
      targetType: 'vehicle',
      targetId: String(vehicleId),
      after: { vehicleCd: 'DRVA', expiresAt: issued.expiresAt },
    });
    expect(JSON.stringify(entry)).not.toContain(issued.code);
    expect(JSON.stringify(entry)).not.toContain(issued.code.toLowerCase());
    const [stored] = await s.db.select().from(vehicleDevices).where(eq(vehicleDevices.id, deviceId));
    expect(stored!.signInCodeHash).not.toBe(null);
    expect(stored!.signInCodeHash).not.toContain(issued.code.toLowerCase());
  });

  it('a code signs one phone in once (typed in any case, with blanks), for 30 days; used again, it is refused', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { deviceId } = await addTestVehicle(admin, 'DRVB');
    const { code } = await issueCode(admin, deviceId);
    const phone = await freshClient(s);
    const typed = ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)} `;
    const answer = await phone.post<DriverVehicle>('Driver/SignIn', { code: typed });
    expect(expectOk(answer)).toEqual({
      vehicleCd: 'DRVB',
      name: 'DRVB号車',
      driverName: '運転 太郎',
      schoolName: DEMO.schoolName,
    });
    const cookie = answer.setCookies.find((line) => line.startsWith('bus_sid='))!;
    expect(cookie).toContain(`Max-Age=${DRIVER_SESSION_LIMITS.absoluteDays * 24 * 3600}`);
    expect(cookie).toContain('HttpOnly');
    expect(expectOk(await dayOf(phone)).vehicle.vehicleCd).toBe('DRVB');

    expectRefusal(await (await freshClient(s)).post('Driver/SignIn', { code }), 910, WRONG_CODE);
    // the phone idle for two days is still signed in: a driver's session outlives a person's
    s.clock.advance(48 * 60 * MINUTE);
    expect((await dayOf(phone)).status).toBe(200);
    s.clock.advance(-48 * 60 * MINUTE);
  });

  it('two phones racing with one code get one session', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { deviceId } = await addTestVehicle(admin, 'DRVC');
    const { code } = await issueCode(admin, deviceId);
    const phones = [await freshClient(s), await freshClient(s)];
    const answers = await Promise.all(phones.map((p) => p.post('Driver/SignIn', { code })));
    expect(answers.filter((a) => a.body.status).length).toBe(1);
    expect((await s.db.select().from(sessions).where(eq(sessions.deviceId, deviceId))).length).toBe(1);
  });

  it('a wrong code, an expired one and one replaced by a newer one are refused alike (910)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { deviceId } = await addTestVehicle(admin, 'DRVD');
    const phone = await freshClient(s);
    for (const code of ['', 'ABCDEFGH', 'x'.repeat(64)]) {
      expectRefusal(await phone.post('Driver/SignIn', { code }), 910, WRONG_CODE);
    }
    const first = await issueCode(admin, deviceId);
    const second = await issueCode(admin, deviceId);
    expectRefusal(await phone.post('Driver/SignIn', { code: first.code }), 910, WRONG_CODE);

    s.clock.advance(DRIVER_SIGN_IN_CODE_TTL_MINUTES * MINUTE);
    expectRefusal(await phone.post('Driver/SignIn', { code: second.code }), 910, WRONG_CODE);
    s.clock.advance(-DRIVER_SIGN_IN_CODE_TTL_MINUTES * MINUTE);
    const third = await issueCode(await staffClient(s), deviceId);
    s.clock.advance(DRIVER_SIGN_IN_CODE_TTL_MINUTES * MINUTE - 1000);
    expectOk(await phone.post('Driver/SignIn', { code: third.code }));
    s.clock.advance(-(DRIVER_SIGN_IN_CODE_TTL_MINUTES * MINUTE - 1000));
  });

  it('revoking the device signs its phone out at once; a code of a revoked device signs nobody in, and none is issued (911)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { deviceId } = await addTestVehicle(admin, 'DRVE');
    const phone = await driverClient(s, admin, deviceId);
    const pending = await issueCode(admin, deviceId);
    expect((await dayOf(phone)).status).toBe(200);
    expectOk(await admin.post('Admin/RevokeDevice', { id: deviceId }));
    expect((await dayOf(phone)).status).toBe(401);
    expect((await s.db.select().from(sessions).where(eq(sessions.deviceId, deviceId))).length).toBe(0);
    expectRefusal(
      await (await freshClient(s)).post('Driver/SignIn', { code: pending.code }),
      910,
      WRONG_CODE,
    );
    expectRefusal(await admin.post('Admin/IssueDriverSignIn', { deviceId }), 911, messages.error[911]);
  });

  it('retiring the vehicle signs its phones out at once and refuses a code (911)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { vehicleId, deviceId } = await addTestVehicle(admin, 'DRVF');
    const phone = await driverClient(s, admin, deviceId);
    expectOk(
      await admin.post('Admin/SaveVehicle', { id: vehicleId, name: 'DRVF号車', seats: 20, retired: true }),
    );
    expect((await dayOf(phone)).status).toBe(401);
    expectRefusal(await admin.post('Admin/IssueDriverSignIn', { deviceId }), 911, messages.error[911]);
  });

  it('signing out ends the session', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { deviceId } = await addTestVehicle(admin, 'DRVG');
    const phone = await driverClient(s, admin, deviceId);
    expectOk(await phone.post('Driver/SignOut', {}));
    expect((await dayOf(phone)).status).toBe(401);
  });

  it('Driver/* is for driver sessions only: none 401, a learner or staff member 403; a driver is 403 on the console and learner actions', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { deviceId } = await addTestVehicle(admin, 'DRVH');
    const phone = await driverClient(s, admin, deviceId);
    const learner = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    for (const path of ['Driver/GetDay', 'Driver/SignOut', 'Driver/RecordTaps', 'Driver/ReportPosition']) {
      expect((await (await freshClient(s)).post(path, {})).status, path).toBe(401);
      expect((await learner.post(path, {})).status, path).toBe(403);
      expect((await admin.post(path, {})).status, path).toBe(403);
    }
    for (const path of ['Admin/GetVehicles', 'Admin/IssueDriverSignIn', 'Admin/GetDayBoard']) {
      expect((await phone.post(path, {})).status, path).toBe(403);
    }
    for (const path of [
      'Reservation/GetReservationDays',
      'Location/GetReservedBusOperationStatus',
      'Auth/GetLoginUser',
    ]) {
      expect((await phone.post(path, {})).status, path).toBe(403);
    }
    expect((await dayOf(phone)).status).toBe(200);
  });

  it('a dispatcher cannot issue a code; another school cannot issue one for this device', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { deviceId } = await addTestVehicle(admin, 'DRVI');
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    expect((await dispatcher.post('Admin/IssueDriverSignIn', { deviceId })).status).toBe(403);
    expect((await (await otherSchoolAdmin(s)).post('Admin/IssueDriverSignIn', { deviceId })).status).toBe(
      403,
    );
  });
});
