import { endpoint } from './endpoint';
import {
  driverDaySchema,
  driverSignInRequestSchema,
  driverVehicleSchema,
  emptyDriverAnswerSchema,
  emptyDriverRequestSchema,
  recordTapsAnswerSchema,
  recordTapsRequestSchema,
  reportPositionAnswerSchema,
  reportPositionRequestSchema,
} from '../schemas/driver';

/** The driver page's calls (issue 27): all but the sign-in need a vehicle device's driver session. */
export const driverApi = {
  signIn: endpoint({
    path: 'Driver/SignIn',
    access: 'public',
    body: driverSignInRequestSchema,
    response: driverVehicleSchema,
    summary:
      "Sign a vehicle's phone in to the driver page with the one-time code the console showed (used up by this call); a wrong, used or expired code 910",
  }),
  signOut: endpoint({
    path: 'Driver/SignOut',
    access: 'driver',
    body: emptyDriverRequestSchema,
    response: emptyDriverAnswerSchema,
    summary: "End the phone's driver session",
  }),
  getDay: endpoint({
    path: 'Driver/GetDay',
    access: 'driver',
    body: emptyDriverRequestSchema,
    response: driverDaySchema,
    summary:
      "Today's runs of the device's vehicle: stops in order with planned and fixed times, each stop's riders with party, extras, phone, the driver's last tap and 「今日は乗りません」",
  }),
  recordTaps: endpoint({
    path: 'Driver/RecordTaps',
    access: 'driver',
    body: recordTapsRequestSchema,
    response: recordTapsAnswerSchema,
    summary:
      'Store 乗車 / 不在 / undo taps on riders and 出発 / 運行終了 on runs of the vehicle today, each tap once by its tapId, a later tap winning; an outcome per tap',
  }),
  reportPosition: endpoint({
    path: 'Driver/ReportPosition',
    access: 'driver',
    body: reportPositionRequestSchema,
    response: reportPositionAnswerSchema,
    summary:
      "Browser GPS fixes of the device's vehicle through the same ingestion as OsmAnd (source 'browser')",
  }),
};
