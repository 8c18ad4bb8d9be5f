import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import {
  addExtraRun,
  cancelRun,
  moveRiders,
  runChangeOptions,
  setRunCapacity,
} from '@server/domain/runs/day-of-changes';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/**
 * Day-of changes to a dated run (issue 23 §8): every role, since dispatchers run the day — a bus
 * breaking down at 7:00 cannot wait for an admin.
 */
export default async function runChangeRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.getRunChangeOptions, ({ body, staff }) =>
    runChangeOptions(app.db, staff.schoolId, body.runId, app.now()),
  );

  staffAction(app, api.admin.cancelRun, ({ body, staff }) =>
    cancelRun(app.db, actorOf(staff), body.runId, app.now()),
  );

  staffAction(app, api.admin.setRunCapacity, ({ body, staff }) =>
    setRunCapacity(
      app.db,
      actorOf(staff),
      body.runId,
      { seats: body.seats, childSeats: body.childSeats, bicycles: body.bicycles },
      app.now(),
    ),
  );

  staffAction(app, api.admin.addExtraRun, ({ body, staff }) =>
    addExtraRun(
      app.db,
      actorOf(staff),
      {
        runId: body.runId,
        jgn: body.jgn,
        upDown: body.upDown,
        seats: body.seats,
        childSeats: body.childSeats,
        bicycles: body.bicycles,
      },
      app.now(),
    ),
  );

  staffAction(app, api.admin.moveRiders, ({ body, staff }) =>
    moveRiders(
      app.db,
      actorOf(staff),
      { runId: body.runId, toRunId: body.toRunId, reservationIds: body.reservationIds },
      app.now(),
    ),
  );
}
