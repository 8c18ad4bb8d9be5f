import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  addressEntrySchema,
  areaSchema,
  busStopCategorySchema,
  busStopSchema,
  courseSchema,
} from '../schemas/bus-stop';
import { baseBundleSchema } from '../schemas/envelope';
import {
  addressBusStopRequestSchema,
  addressSearchRequestSchema,
  areaAllRequestSchema,
  areaRequestSchema,
  cancelReservationRequestSchema,
  cancelReservationResponseSchema,
  categoryAllRequestSchema,
  categoryRequestSchema,
  courseAllRequestSchema,
  courseRequestSchema,
  kyosyuReservationRequestSchema,
  lessonSchema,
  reservationDaySchema,
  reservationDaysRequestSchema,
  reservationListRequestSchema,
  reservationSchema,
  saveReservationRequestSchema,
  saveReservationResponseSchema,
  setNotRidingRequestSchema,
  timetableSchema,
  travelPlanSchema,
  travelTimeRequestSchema,
} from '../schemas/reservation';
import { learnerRunMessagesSchema } from '../schemas/run-messages';
import {
  cancelWaitlistRequestSchema,
  cancelWaitlistResponseSchema,
  saveWaitlistRequestSchema,
  waitlistEntrySchema,
  waitlistListSchema,
  weekPlanRequestSchema,
  weekPlanSchema,
} from '../schemas/waitlist';

const busStopListSchema = z.array(busStopSchema);

const ALL_SUMMARY_TAIL =
  "and the learner's approved points; with date and upDown only those a net-reservable run serves";

/** Booking (SPEC.md §7 Reservation/): the point search, the timetable and the learner's bookings. Learner-only. */
export const reservationApi = {
  getRunMessages: endpoint({
    path: 'Reservation/GetRunMessages',
    access: 'learner',
    body: baseBundleSchema,
    response: learnerRunMessagesSchema,
    summary:
      "The school's messages about the learner's own rides of today and later (遅延, 運休…), sent in the last 3 days, newest first",
  }),
  saveReservation: endpoint({
    path: 'Reservation/SaveReservation',
    access: 'learner',
    body: saveReservationRequestSchema,
    response: saveReservationResponseSchema,
    summary:
      'Book one run; with an idempotency key (the Idempotency-Key header or idempotencyKey) a retry answers the first outcome (the key with another body 327), without one a retry is 320; refusals 320–324 and 950 (a class period the school closed that day), extras switched off for the site → HTTP 400',
  }),
  saveWaitlist: endpoint({
    path: 'Reservation/SaveWaitlist',
    access: 'learner',
    body: saveWaitlistRequestSchema,
    response: waitlistEntrySchema,
    summary:
      "キャンセル待ち: queue for a full run with SaveReservation's body and rules (a key as SaveReservation); a freed seat books the head of the queue that fits in the transaction that frees it; refusals 320–324, 950, 976 the run has room (book it), 977 already queued for that lesson, 979 no waitlist at this school, 980 the party never fits the run",
  }),
  getWaitlist: endpoint({
    path: 'Reservation/GetWaitlist',
    access: 'learner',
    body: baseBundleSchema,
    response: waitlistListSchema,
    summary:
      "The learner's キャンセル待ち from today on with their place in each queue: those waiting, and those closed at the cut-off or dropped with a cancelled run",
  }),
  cancelWaitlist: endpoint({
    path: 'Reservation/CancelWaitlist',
    access: 'learner',
    body: cancelWaitlistRequestSchema,
    response: cancelWaitlistResponseSchema,
    summary: "Leave a queue; 978 when the entry is not waiting (promoted, closed, left) or not the learner's",
  }),
  getWeekPlan: endpoint({
    path: 'Reservation/GetWeekPlan',
    access: 'learner',
    body: weekPlanRequestSchema,
    response: weekPlanSchema,
    summary:
      'The week planner: for each bookable day of the next 7 with a lesson, the ride to school before the first lesson and home after the last, from the usual stop (the one booked most) or the given one, each booked, waiting, bookable, full (waitlist offered) or none',
  }),
  getReservationList: endpoint({
    path: 'Reservation/GetReservationList',
    access: 'learner',
    body: reservationListRequestSchema,
    response: z.array(reservationSchema),
    summary: "The learner's active bookings from today on (or the given date, range, direction, stop)",
  }),
  cancelReservation: endpoint({
    path: 'Reservation/CancelReservation',
    access: 'learner',
    body: cancelReservationRequestSchema,
    response: cancelReservationResponseSchema,
    summary:
      'Cancel own bookings still before their cut-off, all or none; a key (header or body) as SaveReservation, without one a retry is 325; refusals 325 gone, 326 past cut-off',
  }),
  setNotRiding: endpoint({
    path: 'Reservation/SetNotRiding',
    access: 'learner',
    body: setNotRidingRequestSchema,
    response: reservationSchema,
    summary:
      "「今日は乗りません」: mark (or unmark) an own ride from its cut-off until the bus leaves the learner's boarding place; not a cancel (the seat stays taken); setting what is held again changes nothing; answers the ride as the list shows it; refusals 966 gone or not own, 967 still cancellable, 968 the bus has left, 969 the driver recorded the rider",
  }),
  getNetUseBusStop: endpoint({
    path: 'Reservation/GetNetUseBusStop',
    access: 'learner',
    body: baseBundleSchema,
    response: busStopListSchema,
    summary: "Stops the learner booked before (latest first), then the learner's own points",
  }),
  getNetReleaseArea: endpoint({
    path: 'Reservation/GetNetReleaseArea',
    access: 'learner',
    body: baseBundleSchema,
    response: z.array(areaSchema),
    summary: 'Areas released on the net',
  }),
  getNetReleaseCourse: endpoint({
    path: 'Reservation/GetNetReleaseCourse',
    access: 'learner',
    body: baseBundleSchema,
    response: z.array(courseSchema),
    summary: 'Courses released on the net',
  }),
  getAreaBusStopList: endpoint({
    path: 'Reservation/GetAreaBusStopList',
    access: 'learner',
    body: areaRequestSchema,
    response: busStopListSchema,
    summary: 'Public stops of an area',
  }),
  getAreaBusStopListAll: endpoint({
    path: 'Reservation/GetAreaBusStopListAll',
    access: 'learner',
    body: areaAllRequestSchema,
    response: busStopListSchema,
    summary: `Public stops of an area ${ALL_SUMMARY_TAIL}`,
  }),
  getCourseBusStopList: endpoint({
    path: 'Reservation/GetCourseBusStopList',
    access: 'learner',
    body: courseRequestSchema,
    response: busStopListSchema,
    summary: 'Public stops of a course, in course order',
  }),
  getCourseBusStopListAll: endpoint({
    path: 'Reservation/GetCourseBusStopListAll',
    access: 'learner',
    body: courseAllRequestSchema,
    response: busStopListSchema,
    summary: `Public stops of a course, in course order, ${ALL_SUMMARY_TAIL}`,
  }),
  getCategoryBusStopList: endpoint({
    path: 'Reservation/GetCategoryBusStopList',
    access: 'learner',
    body: categoryRequestSchema,
    response: busStopListSchema,
    summary: 'Public stops of a category',
  }),
  getCategoryBusStopListAll: endpoint({
    path: 'Reservation/GetCategoryBusStopListAll',
    access: 'learner',
    body: categoryAllRequestSchema,
    response: busStopListSchema,
    summary: `Public stops of a category ${ALL_SUMMARY_TAIL}`,
  }),
  getAddressBusStopList: endpoint({
    path: 'Reservation/getAddressBusStopList',
    access: 'learner',
    body: addressBusStopRequestSchema,
    response: busStopListSchema,
    summary: "Public stops of a town ('pref city town')",
  }),
  getBusStopAddressSearch: endpoint({
    path: 'Reservation/GetBusStopAddressSearch',
    access: 'learner',
    body: addressSearchRequestSchema,
    response: z.array(addressEntrySchema),
    summary:
      "Level 2: towns with public stops (under an optional 'pref city'); level 3: detail addresses of a town",
  }),
  getBusStopCategorySearch: endpoint({
    path: 'Reservation/GetBusStopCategorySearch',
    access: 'learner',
    body: baseBundleSchema,
    response: z.array(busStopCategorySchema),
    summary: 'Categories of school stops that can be searched',
  }),
  getReservationDays: endpoint({
    path: 'Reservation/GetReservationDays',
    access: 'learner',
    body: reservationDaysRequestSchema,
    response: z.array(reservationDaySchema),
    summary: 'Bookable dates with their deadlines (PRODUCT.md §4); empty → the screens show 309',
  }),
  getTravelTime: endpoint({
    path: 'Reservation/GetTravelTime',
    access: 'learner',
    body: travelTimeRequestSchema,
    response: travelPlanSchema,
    summary:
      'Per date (at most 31) and class period: the runs serving the stop in the direction, and the cell status 1–7',
  }),
  getKyosyuTimeTable: endpoint({
    path: 'Reservation/GetKyosyuTimeTable',
    access: 'learner',
    body: baseBundleSchema,
    response: timetableSchema,
    summary: 'Class periods of the school and the unit label (時限/部)',
  }),
  getKyosyuReservation: endpoint({
    path: 'Reservation/GetKyosyuReservation',
    access: 'learner',
    body: kyosyuReservationRequestSchema,
    response: z.array(lessonSchema),
    summary: "The learner's lessons per date and period (at most 31 days)",
  }),
};
