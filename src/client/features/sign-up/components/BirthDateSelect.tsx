import { useId } from 'react';
import { t } from '@shared/i18n/learner/sign-up';
import { birthYearLabel, birthYears, daysInMonth } from '@shared/rules/sign-up';
import { FieldError, describedBy } from '@client/components/ui/FieldError';

export interface BirthDateParts {
  year: string;
  month: string;
  day: string;
}

interface Props {
  value: BirthDateParts;
  onChange: (value: BirthDateParts) => void;
  /** today in Japan ('YYYY-MM-DD'): which years are offered */
  today: string;
  /** the date's own message when it is not chosen whole (warning 33) */
  message?: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** 'YYYY-MM-DD' of the three selects; an unfilled select leaves its part empty, which the rules refuse. */
export function birthDateOf({ year, month, day }: BirthDateParts): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The birth-date year, month and day selects of SPEC.md §2 /sp/signup. */
export function BirthDateSelect({ value, onChange, today, message }: Props) {
  const errorId = `${useId()}-error`;
  const dayCount = value.year && value.month ? daysInMonth(Number(value.year), Number(value.month)) : 31;
  const days = Array.from({ length: dayCount }, (_, i) => i + 1);
  const set = (part: keyof BirthDateParts) => (event: { target: { value: string } }) => {
    const next = { ...value, [part]: event.target.value };
    // 31 chosen before switching to a shorter month: clear it rather than keep a day the select no longer shows
    const fits =
      !next.year || !next.month || Number(next.day) <= daysInMonth(Number(next.year), Number(next.month));
    onChange(fits ? next : { ...next, day: '' });
  };
  // each select is marked: the focus lands on the year, the first of them
  const invalidAttr = message ? true : undefined;
  const described = describedBy(message && errorId);
  return (
    <fieldset className="sign-up-group">
      <legend>{t('birthDate.legend')}</legend>
      <div className="sign-up-date">
        <select
          className="sign-up-year"
          name="birthYear"
          aria-label={t('birthDate.year')}
          aria-invalid={invalidAttr}
          aria-describedby={described}
          value={value.year}
          onChange={set('year')}
        >
          <option value="">{t('birthDate.chooseYear')}</option>
          {birthYears(today).map((year) => (
            <option key={year} value={String(year)}>
              {birthYearLabel(year)}
            </option>
          ))}
        </select>
        <span className="sign-up-date-part">
          <select
            name="birthMonth"
            aria-label={t('birthDate.month')}
            aria-invalid={invalidAttr}
            aria-describedby={described}
            value={value.month}
            onChange={set('month')}
          >
            <option value="">--</option>
            {MONTHS.map((month) => (
              <option key={month} value={String(month)}>
                {month}
              </option>
            ))}
          </select>
          <span aria-hidden="true">{t('birthDate.monthUnit')}</span>
        </span>
        <span className="sign-up-date-part">
          <select
            name="birthDay"
            aria-label={t('birthDate.day')}
            aria-invalid={invalidAttr}
            aria-describedby={described}
            value={value.day}
            onChange={set('day')}
          >
            <option value="">--</option>
            {days.map((day) => (
              <option key={day} value={String(day)}>
                {day}
              </option>
            ))}
          </select>
          <span aria-hidden="true">{t('birthDate.dayUnit')}</span>
        </span>
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
