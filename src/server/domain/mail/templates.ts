/**
 * Every mail the product sends, in Japanese, in one place (issue 11): each template takes what it
 * shows and returns subject and plain-text body. Dates and times come formatted by the caller
 * ('YYYY年MM月DD日', 'HH:mm'), so a template never reasons about time zones.
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
  const phone = school.phoneNumber ? `\n電話：${school.phoneNumber}` : '';
  return `――――――――――――――――\n${school.schoolName}${phone}\n※このメールは送信専用です。ご返信いただいてもお答えできません。`;
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
  return {
    subject: `【${input.school.schoolName}】メールアドレスの確認`,
    body: `${input.greetingName} 様

送迎バス予約のメールアドレス登録を受け付けました。
次のリンクを開き、学生番号とパスワードを入力して登録を完了してください。

${input.link}

このリンクは ${input.expiresText} まで、1回だけ使えます。
お心当たりのない場合は、このメールを破棄してください。

${signature(input.school)}`,
  };
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
  return {
    subject: `【${input.school.schoolName}】メールアドレスが変更されました`,
    body: `${input.greetingName} 様

送迎バス予約に登録のメールアドレスが ${input.changedText} に変更されました。
変更後のアドレス：${input.newAddress}
これからのお知らせは変更後のアドレスにお送りします。

お心当たりのない場合は、お手数ですが学校までご連絡ください。

${signature(input.school)}`,
  };
}

/** Sent to the learner's address when their password changes (issue 21). */
export function passwordChangedMail(input: {
  school: SchoolSignature;
  greetingName: string;
  changedText: string;
}): MailContent {
  return {
    subject: `【${input.school.schoolName}】パスワードが変更されました`,
    body: `${input.greetingName} 様

送迎バス予約のパスワードが ${input.changedText} に変更されました。
ほかの端末でのログインは終了しています。

お心当たりのない場合は、お手数ですが学校までご連絡ください。

${signature(input.school)}`,
  };
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
    direction: ride.upDown === 1 ? '往路（学校行き）' : '復路（学校発）',
    time: `${ride.time} ${ride.upDown === 1 ? '乗車' : '降車'}`,
    place: ride.place,
    bus: ride.bus,
  };
}

function rideText(ride: RideLine): string {
  return `・${ride.direction}\u3000${ride.time}\u3000${ride.place}（${ride.bus}）`;
}

/** The ride times of a fixed plan (送迎予定確定), one mail per learner and date. */
export function rideTimesMail(input: {
  school: SchoolSignature;
  greetingName: string;
  /** 'YYYY年MM月DD日(ddd)' */
  dateText: string;
  rides: readonly RideLine[];
}): MailContent {
  return {
    subject: `【${input.school.schoolName}】送迎予定のお知らせ（${input.dateText}）`,
    body: `${input.greetingName} 様

${input.dateText} の送迎予定が確定しました。

${input.rides.map(rideText).join('\n')}

乗車時刻の数分前までに乗車地点でお待ちください。

${signature(input.school)}`,
  };
}

/** After a re-fix: the learner's rides that changed, old → new; `null` on a side means none. */
export function rideTimesChangedMail(input: {
  school: SchoolSignature;
  greetingName: string;
  dateText: string;
  changes: readonly { before: RideLine | null; after: RideLine | null }[];
}): MailContent {
  const lines = input.changes.map(
    ({ before, after }) =>
      `変更前：${before ? rideText(before).slice(1) : 'なし'}\n変更後：${after ? rideText(after).slice(1) : 'なし（取消）'}`,
  );
  return {
    subject: `【${input.school.schoolName}】送迎予定の変更あり（${input.dateText}）`,
    body: `${input.greetingName} 様

${input.dateText} の送迎予定に変更がありました。

${lines.join('\n\n')}

${signature(input.school)}`,
  };
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
    `・分類：${point.categoryName}`,
    `・地点名：${point.name || '（なし）'}`,
    `・住所：${point.address || '（なし）'}`,
  ].join('\n');
}

/** Staff approved a learner's own pick-up point (issue 12): it can be booked from now on. */
export function pointApprovedMail(input: {
  school: SchoolSignature;
  greetingName: string;
  point: ReviewedPointLines;
}): MailContent {
  return {
    subject: `【${input.school.schoolName}】乗車地点を承認しました`,
    body: `${input.greetingName} 様

ご登録いただいた乗車地点を承認しました。
本日から、この地点を乗車地点として送迎バスをご予約いただけます。

${pointText(input.point)}

${signature(input.school)}`,
  };
}

/** Staff did not approve a learner's own pick-up point (issue 12), with their reason. */
export function pointRejectedMail(input: {
  school: SchoolSignature;
  greetingName: string;
  point: ReviewedPointLines;
  reason: string;
}): MailContent {
  return {
    subject: `【${input.school.schoolName}】乗車地点を承認できませんでした`,
    body: `${input.greetingName} 様

ご登録いただいた乗車地点は、次の理由により承認できませんでした。

理由：${input.reason}

${pointText(input.point)}

お手数ですが、地点編集画面から地点を変更して申請し直すか、地点を削除してください。

${signature(input.school)}`,
  };
}
