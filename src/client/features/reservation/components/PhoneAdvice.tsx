import { t } from '@shared/i18n/learner/booking';

/**
 * What to do about a bus that takes no bookings on the net (ネット予約対象外, issue 25): phone the
 * school, its number a tel: link so a phone dials it at a tap.
 */
export function PhoneAdvice({ phoneNumber }: { phoneNumber: string }) {
  return (
    <span className="phone-advice">
      {t('unavailable.phoneAdvice')} <a href={`tel:${phoneNumber}`}>{phoneNumber}</a>
    </span>
  );
}
