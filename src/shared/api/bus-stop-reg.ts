import { endpoint } from './endpoint';
import {
  checkCategoryRequestSchema,
  checkCategoryResultSchema,
  deleteCategoryRequestSchema,
  deletePointsRequestSchema,
  deletePointsResultSchema,
  mapPlacesSchema,
  pointCategoryListSchema,
  registerPointRequestSchema,
  registerPointResultSchema,
  updatePointRequestSchema,
} from '../schemas/bus-stop-reg';
import { baseBundleSchema } from '../schemas/envelope';

export const busStopRegApi = {
  getBusStopCategory: endpoint({
    path: 'BusStopReg/getBusStopCategory',
    access: 'learner',
    body: baseBundleSchema,
    response: pointCategoryListSchema,
    summary:
      "The personal categories a learner may register in (the menu's dropdown), each with the learner's points (pending, rejected, approved) and its limit",
  }),
  getBusStopCategoryKojin: endpoint({
    path: 'BusStopReg/getBusStopCategoryKojin',
    access: 'learner',
    body: baseBundleSchema,
    response: pointCategoryListSchema,
    summary:
      'As getBusStopCategory, plus categories no longer offered in which the learner still has points (the edit and check screens)',
  }),
  checkBusStopCategory: endpoint({
    path: 'BusStopReg/checkBusStopCategory',
    access: 'learner',
    body: checkCategoryRequestSchema,
    response: checkCategoryResultSchema,
    summary:
      "The learner's points in a category and its limit, before registering (warning 40 none chosen, 334 not a category learners register in)",
  }),
  busStopRegister: endpoint({
    path: 'BusStopReg/BusStopRegister',
    access: 'learner',
    body: registerPointRequestSchema,
    response: registerPointResultSchema,
    summary:
      'Register a point in the approval area (not bookable until approved); warnings 40, 42–45, errors 330 limit reached, 334; another seitoNo → 403',
  }),
  busStopUpdate: endpoint({
    path: 'BusStopReg/BusStopUpdate',
    access: 'learner',
    body: updatePointRequestSchema,
    response: registerPointResultSchema,
    summary:
      'Edit a point (back to the approval area, not bookable until approved again); warnings 42–45, errors 331 not found, 332 pending, 333 approved, 335 booked',
  }),
  getDeleteBusStopCategory: endpoint({
    path: 'BusStopReg/getDeleteBusStopCategory',
    access: 'learner',
    body: deleteCategoryRequestSchema,
    response: pointCategoryListSchema,
    summary:
      'The ticked points grouped by category for the delete confirm page; warning 46 none ticked, errors 331, 332',
  }),
  busStopDelete: endpoint({
    path: 'BusStopReg/BusStopDelete',
    access: 'learner',
    body: deletePointsRequestSchema,
    response: deletePointsResultSchema,
    summary:
      'Delete the ticked points, all or none; warning 46, errors 331, 332, 999999 with the dates of bookings from today on; another seitoNo → 403',
  }),
  getMapPlaces: endpoint({
    path: 'BusStopReg/getMapPlaces',
    access: 'learner',
    body: baseBundleSchema,
    response: mapPlacesSchema,
    summary:
      "The school's released areas in reading order, each with its released public stops (name and coordinates, reading order): what the registration map can be centred on; no learner's point",
  }),
};
