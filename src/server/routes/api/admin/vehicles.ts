import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { issueDriverSignIn } from '@server/domain/driver/sign-in-code';
import { livePositions } from '@server/domain/positions/live-positions';
import { addDevice, listVehicles, revokeDevice, saveVehicle } from '@server/domain/positions/manage-vehicles';
import {
  assignVehicle,
  assignVehicles,
  listVehicleAssignments,
} from '@server/domain/positions/vehicle-assignments';
import { japanDateKey } from '@shared/rules/japan-time';
import { staffAction } from '@server/routes/action';
import { learnerPagesUrl } from '@server/routes/learner-pages-url';
import { OSMAND_PATH } from '@server/routes/osmand';
import { actorOf } from './actor';

/**
 * Vehicles, their reporting devices and the day's vehicle-to-run assignment (issue 13 §4).
 * Vehicles and devices are the school's set-up and devices carry secrets: admins only. Every
 * role reads the list (with each vehicle's newest fix) and assigns vehicles: that runs the day.
 */
export default async function vehicleRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.getVehicles, ({ staff }) => listVehicles(app.db, staff.schoolId, app.now()));

  staffAction(app, api.admin.saveVehicle, ({ body, staff }) =>
    saveVehicle(
      app.db,
      actorOf(staff),
      {
        id: body.id,
        vehicleCd: body.vehicleCd,
        name: body.name,
        plate: body.plate,
        driverName: body.driverName,
        seats: body.seats,
        retired: body.retired,
      },
      app.now(),
    ),
  );

  staffAction(app, api.admin.addDevice, ({ body, staff, request }) =>
    addDevice(
      app.db,
      actorOf(staff),
      body.vehicleId,
      `${learnerPagesUrl(app, request)}${OSMAND_PATH}`,
      app.now(),
    ),
  );

  staffAction(app, api.admin.revokeDevice, ({ body, staff }) =>
    revokeDevice(app.db, actorOf(staff), body.id, app.now()),
  );

  staffAction(app, api.admin.issueDriverSignIn, ({ body, staff, request }) =>
    issueDriverSignIn(app.db, actorOf(staff), body.deviceId, learnerPagesUrl(app, request), app.now()),
  );

  staffAction(app, api.admin.getVehicleAssignments, ({ body, staff }) => {
    const now = app.now();
    return listVehicleAssignments(app.db, staff.schoolId, body.date ?? japanDateKey(now), now);
  });

  staffAction(app, api.admin.assignVehicle, ({ body, staff }) =>
    assignVehicle(
      app.db,
      actorOf(staff),
      { date: body.date, binCd: body.binCd, vehicleCd: body.vehicleCd, confirm: body.confirm ?? false },
      app.now(),
    ),
  );

  staffAction(app, api.admin.assignVehicles, ({ body, staff }) =>
    assignVehicles(
      app.db,
      actorOf(staff),
      { date: body.date, assignments: body.assignments, confirm: body.confirm ?? false },
      app.now(),
    ),
  );

  staffAction(app, api.admin.getLivePositions, async ({ staff }) => ({
    ...(await livePositions(app.db, staff.schoolId, app.now())),
    mapTiles: app.config.mapTiles,
  }));
}
