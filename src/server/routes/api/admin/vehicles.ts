import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addDeviceRequestSchema,
  addedDeviceSchema,
  assignVehicleRequestSchema,
  getLivePositionsRequestSchema,
  getVehicleAssignmentsRequestSchema,
  getVehiclesRequestSchema,
  livePositionsSchema,
  revokeDeviceRequestSchema,
  saveVehicleRequestSchema,
  staffVehicleSchema,
  vehicleAssignmentSchema,
  vehicleAssignmentsSchema,
  vehicleDeviceSchema,
} from '@shared/schemas/admin-vehicles';
import { livePositions } from '@server/domain/positions/live-positions';
import { addDevice, listVehicles, revokeDevice, saveVehicle } from '@server/domain/positions/manage-vehicles';
import { assignVehicle, listVehicleAssignments } from '@server/domain/positions/vehicle-assignments';
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
  staffAction(
    app,
    {
      name: 'GetVehicles',
      body: getVehiclesRequestSchema,
      response: z.array(staffVehicleSchema),
      summary:
        'Every vehicle of the school with its devices (never a secret), last-seen times and newest fix with its age',
    },
    ({ staff }) => listVehicles(app.db, staff.schoolId, app.now()),
  );

  staffAction(
    app,
    {
      name: 'SaveVehicle',
      body: saveVehicleRequestSchema,
      response: staffVehicleSchema,
      summary:
        'Create (no id) or edit a vehicle: name, plate, seats, retired; the code is fixed once created; 780–784, 789; audited',
      adminOnly: true,
    },
    ({ body, staff }) =>
      saveVehicle(
        app.db,
        actorOf(staff),
        {
          id: body.id,
          vehicleCd: body.vehicleCd,
          name: body.name,
          plate: body.plate,
          seats: body.seats,
          retired: body.retired,
        },
        app.now(),
      ),
  );

  staffAction(
    app,
    {
      name: 'AddDevice',
      body: addDeviceRequestSchema,
      response: addedDeviceSchema,
      summary:
        'Add a reporting device to a vehicle: answers once the device id carrying its secret, the server URL and the Traccar Client setup text; 785; audited',
      adminOnly: true,
    },
    ({ body, staff, request }) =>
      addDevice(
        app.db,
        actorOf(staff),
        body.vehicleId,
        `${learnerPagesUrl(app, request)}${OSMAND_PATH}`,
        app.now(),
      ),
  );

  staffAction(
    app,
    {
      name: 'RevokeDevice',
      body: revokeDeviceRequestSchema,
      response: vehicleDeviceSchema,
      summary: 'Revoke a device: its reports are refused from now on; audited',
      adminOnly: true,
    },
    ({ body, staff }) => revokeDevice(app.db, actorOf(staff), body.id, app.now()),
  );

  staffAction(
    app,
    {
      name: 'GetVehicleAssignments',
      body: getVehicleAssignmentsRequestSchema,
      response: vehicleAssignmentsSchema,
      summary:
        "The runs of a date (default the server's today) with the vehicle in effect, whether staff chose it, and the previous same weekday's vehicle offered as the default (never written by reading)",
    },
    ({ body, staff }) => {
      const now = app.now();
      return listVehicleAssignments(app.db, staff.schoolId, body.date ?? japanDateKey(now), now);
    },
  );

  staffAction(
    app,
    {
      name: 'AssignVehicle',
      body: assignVehicleRequestSchema,
      response: vehicleAssignmentSchema,
      summary: 'Set (or clear) the vehicle of one run of a date, today or later; 785–788; audited',
    },
    ({ body, staff }) =>
      assignVehicle(
        app.db,
        actorOf(staff),
        { date: body.date, binCd: body.binCd, vehicleCd: body.vehicleCd },
        app.now(),
      ),
  );

  staffAction(
    app,
    {
      name: 'GetLivePositions',
      body: getLivePositionsRequestSchema,
      response: livePositionsSchema,
      summary:
        "The live map: every vehicle in service with its newest fix and age, stale beyond 180 s, and the run of today it drives now or next; the school's position and the map tiles",
    },
    async ({ staff }) => ({
      ...(await livePositions(app.db, staff.schoolId, app.now())),
      mapTiles: app.config.mapTiles,
    }),
  );
}
