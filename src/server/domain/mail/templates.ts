import { t } from '@shared/i18n/mail';

/**
 * Every mail the product sends (issue 11): each template takes what it shows and returns subject
 * and plain-text body, its words from the catalogue (shared/i18n/mail.ts). Dates and times come
 * formatted by the caller ('YYYY年MM月DD日', 'HH:mm'), so a template never reasons about time zones.
 */

/** The sender's signature: who wrote, how to reach them, and that replies go nowhere. */
export interface SchoolSignature {
  schoolName: string;
  phoneNumber: string;
}

export interface MailContent {
  subject: string;
  body: string;
}

function signature(school: SchoolSignature): string {
  const phone = school.phoneNumber ? `\n${t('signature.phone', { phone: school.phoneNumber })}` : '';
  return `${t('signature.rule')}\n${school.schoolName}${phone}\n${t('signature.noReply')}`;
}

/** A mail to a learner: the school in its subject, the greeting, the body, the signature. */
function mail(school: SchoolSignature, greetingName: string, title: string, body: string): MailContent {
  return {
    subject: t('subject', { school: school.schoolName, title }),
    body: `${t('greeting', { name: greetingName })}\n\n${body}\n\n${signature(school)}`,
  };
}

/** Sent to a new address: the learner opens the link to confirm it (PRODUCT.md §4, single use, 24 h). */
export function mailConfirmationMail(input: {
  school: SchoolSignature;
  /** the learner's furigana */
  greetingName: string;
  link: string;
  /** e.g. '2026年11月25日 10:00' */
  expiresText: string;
}): MailContent {
  const body = t('mailConfirmation.body', { link: input.link, expires: input.expiresText });
  return mail(input.school, input.greetingName, t('mailConfirmation.title'), body);
}

/**
 * An address shown to someone who may not own the account: the first character of the local
 * part and the domain, enough to recognise one's own address, not enough to mail a stranger's.
 */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '***' : `${address[0]}***${address.slice(at)}`;
}

/** Sent to the old address once a new one is confirmed, so a taken-over account does not go unnoticed (issue 21). */
export function mailAddressChangedMail(input: {
  school: SchoolSignature;
  greetingName: string;
  /** the new address, masked ({@link maskedAddress}) */
  newAddress: string;
  /** e.g. '2026年11月25日 10:00' */
  changedText: string;
}): MailContent {
  const body = t('mailAddressChanged.body', { changed: input.changedText, address: input.newAddress });
  return mail(input.school, input.greetingName, t('mailAddressChanged.title'), body);
}

/** Sent to the learner's address when their password changes (issue 21). */
export function passwordChangedMail(input: {
  school: SchoolSignature;
  greetingName: string;
  changedText: string;
}): MailContent {
  const body = t('passwordChanged.body', { changed: input.changedText });
  return mail(input.school, input.greetingName, t('passwordChanged.title'), body);
}

/**
 * The school's learner login page (issue 26 §6), sent by staff: a plain link to the sign-in page,
 * never a token that signs in by itself — a forwarded or stolen mail opens only the login form.
 */
export function signInLinkMail(input: {
  school: SchoolSignature;
  greetingName: string;
  link: string;
}): MailContent {
  const body = t('signInLink.body', { link: input.link });
  return mail(input.school, input.greetingName, t('signInLink.title'), body);
}

/** One ride in a ride-time mail. */
export interface RideLine {
  /** 往路（学校行き） or 復路（学校発） */
  direction: string;
  /** 'HH:mm', or the rule's text when there is no time */
  time: string;
  /** the stop's display name */
  place: string;
  /** the run's name (binName) */
  bus: string;
}

/**
 * One ride as the ride-time mails word it: the direction with where the bus goes, and the time at
 * the learner's stop — when they board (up) or get off (down).
 */
export function rideLineOf(ride: { upDown: 1 | 2; time: string; place: string; bus: string }): RideLine {
  return {
    direction: ride.upDown === 1 ? t('ride.up') : t('ride.down'),
    time: ride.upDown === 1 ? t('ride.boards', { time: ride.time }) : t('ride.getsOff', { time: ride.time }),
    place: ride.place,
    bus: ride.bus,
  };
}

function rideText(ride: RideLine): string {
  return t('ride.line', { ...ride });
}

/** The ride times of a fixed plan (送迎予定確定), one mail per learner and date. */
export function rideTimesMail(input: {
  school: SchoolSignature;
  greetingName: string;
  /** 'YYYY年MM月DD日(ddd)' */
  dateText: string;
  rides: readonly RideLine[];
}): MailContent {
  const body = t('rideTimes.body', { date: input.dateText, rides: input.rides.map(rideText).join('\n') });
  return mail(input.school, input.greetingName, t('rideTimes.title', { date: input.dateText }), body);
}

/** After a re-fix: the learner's rides that changed, old → new; `null` on a side means none. */
export function rideTimesChangedMail(input: {
  school: SchoolSignature;
  greetingName: string;
  dateText: string;
  changes: readonly { before: RideLine | null; after: RideLine | null }[];
}): MailContent {
  const lines = input.changes.map(({ before, after }) =>
    t('rideTimesChanged.change', {
      before: before ? rideText(before).slice(1) : t('rideTimesChanged.none'),
      after: after ? rideText(after).slice(1) : t('rideTimesChanged.cancelled'),
    }),
  );
  const body = t('rideTimesChanged.body', { date: input.dateText, changes: lines.join('\n\n') });
  return mail(input.school, input.greetingName, t('rideTimesChanged.title', { date: input.dateText }), body);
}

/** The learner's own point as the review mails name it. */
export interface ReviewedPointLines {
  categoryName: string;
  /** the learner's own name for it, or the address when they gave none */
  name: string;
  address: string;
}

function pointText(point: ReviewedPointLines): string {
  return [
    t('point.category', { category: point.categoryName }),
    t('point.name', { name: point.name || t('point.missing') }),
    t('point.address', { address: point.address || t('point.missing') }),
  ].join('\n');
}

/** Staff approved a learner's own pick-up point (issue 12): it can be booked from now on. */
export function pointApprovedMail(input: {
  school: SchoolSignature;
  greetingName: string;
  point: ReviewedPointLines;
}): MailContent {
  const body = t('pointApproved.body', { point: pointText(input.point) });
  return mail(input.school, input.greetingName, t('pointApproved.title'), body);
}

/** Staff did not approve a learner's own pick-up point (issue 12), with their reason. */
export function pointRejectedMail(input: {
  school: SchoolSignature;
  greetingName: string;
  point: ReviewedPointLines;
  reason: string;
}): MailContent {
  const body = t('pointRejected.body', { reason: input.reason, point: pointText(input.point) });
  return mail(input.school, input.greetingName, t('pointRejected.title'), body);
}

/** A run staff cancelled on the day (運休, issue 23 §8): one mail per learner, naming the ride that went. */
export function runCancelledMail(input: {
  school: SchoolSignature;
  greetingName: string;
  dateText: string;
  ride: RideLine;
}): MailContent {
  const body = t('runCancelled.body', { date: input.dateText, ride: rideText(input.ride) });
  return mail(input.school, input.greetingName, t('runCancelled.title', { date: input.dateText }), body);
}

/** A booking staff moved to another run of the same period (issue 23 §8): the ride before and after. */
export function rideMovedMail(input: {
  school: SchoolSignature;
  greetingName: string;
  dateText: string;
  before: RideLine;
  after: RideLine;
}): MailContent {
  const body = t('rideMoved.body', {
    date: input.dateText,
    before: rideText(input.before),
    after: rideText(input.after),
  });
  return mail(input.school, input.greetingName, t('rideMoved.title', { date: input.dateText }), body);
}

/**
 * The school's file marked the learner 退所 (issue 24): their rides from now on were cancelled,
 * one mail naming them all, each with its date.
 */
export function withdrawnRidesCancelledMail(input: {
  school: SchoolSignature;
  greetingName: string;
  rides: readonly { dateText: string; ride: RideLine }[];
}): MailContent {
  const rides = input.rides
    .map((r) => t('withdrawnRidesCancelled.ride', { date: r.dateText, ride: rideText(r.ride) }))
    .join('\n\n');
  const body = t('withdrawnRidesCancelled.body', { rides });
  return mail(input.school, input.greetingName, t('withdrawnRidesCancelled.title'), body);
}

/**
 * Staff's message to everyone booked on one run (issue 26 §3): the ride it concerns, then staff's
 * own text. That text stays in the body — the subject names only the kind and the date, so nothing
 * a person typed reaches a mail header.
 */
export function runMessageMail(input: {
  school: SchoolSignature;
  greetingName: string;
  kind: 'delay' | 'cancel' | 'stopChange' | 'other';
  dateText: string;
  /** the run's name (binName) */
  bus: string;
  upDown: 1 | 2;
  /** the run's planned start, 'HH:mm' */
  time: string;
  message: string;
}): MailContent {
  const body = t('runMessage.body', {
    date: input.dateText,
    bus: input.bus,
    direction: input.upDown === 1 ? t('ride.up') : t('ride.down'),
    time: input.time,
    message: input.message,
  });
  return mail(
    input.school,
    input.greetingName,
    t(`runMessage.title.${input.kind}`, { date: input.dateText }),
    body,
  );
}

/** 「まもなく到着」 by mail (issue 28 §3): when the bus is expected at the learner's stop. */
export function approachAlertMail(input: {
  school: SchoolSignature;
  greetingName: string;
  dateText: string;
  bus: string;
  place: string;
  time: string;
}): MailContent {
  const { school, greetingName, dateText, ...ride } = input;
  return mail(
    school,
    greetingName,
    t('rideAlert.approach.title', { date: dateText }),
    t('rideAlert.approach.body', { date: dateText, ...ride }),
  );
}

/**
 * 「遅れ」 by mail (issue 28 §3): how late the bus runs and when it is expected where the learner
 * boards — their stop (up) or the school (down).
 */
export function delayAlertMail(input: {
  school: SchoolSignature;
  greetingName: string;
  dateText: string;
  upDown: 1 | 2;
  bus: string;
  place: string;
  time: string;
  minutes: number;
}): MailContent {
  const { school, greetingName, dateText, upDown, ...ride } = input;
  return mail(
    school,
    greetingName,
    t('rideAlert.delay.title', { date: dateText }),
    t(upDown === 1 ? 'rideAlert.delay.up' : 'rideAlert.delay.down', { date: dateText, ...ride }),
  );
}

/** What became of a learner's キャンセル待ち (issue 29 §1): booked, closed at the cut-off, or its run cancelled. */
export function waitlistMail(input: {
  outcome: 'promoted' | 'closed' | 'dropped';
  school: SchoolSignature;
  greetingName: string;
  dateText: string;
  ride: RideLine;
}): MailContent {
  const body = t(`waitlist.${input.outcome}.body`, { date: input.dateText, ride: rideText(input.ride) });
  return mail(
    input.school,
    input.greetingName,
    t(`waitlist.${input.outcome}.title`, { date: input.dateText }),
    body,
  );
}
