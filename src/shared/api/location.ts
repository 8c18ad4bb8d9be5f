import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  busOperationStatusListRequestSchema,
  busOperationStatusRequestSchema,
  busOperationStatusSchema,
  busCourseRequestSchema,
  busCourseSchema,
} from '../schemas/location';

export const locationApi = {
  getReservedBusOperationStatus: endpoint({
    path: 'Location/GetReservedBusOperationStatus',
    access: 'learner',
    body: busOperationStatusListRequestSchema,
    response: z.array(busOperationStatusSchema),
    summary:
      "The learner's active bookings of today (Japan date) with their bus's latest fix while the run is driven (±30 min), its age, staleness and distance to the booking's stop",
  }),
  getBusOperationStatusAll: endpoint({
    path: 'Location/GetBusOperationStatusAll',
    access: 'learner',
    body: busOperationStatusListRequestSchema,
    response: z.array(busOperationStatusSchema),
    summary:
      "Today's school-bound runs of the released courses with their bus's latest fix: course, run, times and position only (no riders, no stop, distanceFromHome null)",
  }),
  getBusOperationStatus: endpoint({
    path: 'Location/GetBusOperationStatus',
    access: 'learner',
    body: busOperationStatusRequestSchema,
    response: busOperationStatusSchema,
    summary:
      "One run of today: the learner's own booking of it (with its stop), else a school-bound run as the all-buses list shows it; any other run 340",
  }),
  getBusCourse: endpoint({
    path: 'Location/GetBusCourse',
    access: 'learner',
    body: busCourseRequestSchema,
    response: busCourseSchema,
    summary:
      "The course of one run of today that GetBusOperationStatus answers for (else 340): its stops in the run's order with names, coordinates and planned times, for the bus map; another learner's point never",
  }),
};
