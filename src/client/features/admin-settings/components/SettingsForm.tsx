import type { FormEvent, ReactNode } from 'react';
import { t } from '@shared/i18n/console/settings';
import { ALERT_DELAY_STEP_RANGE, BOOKING_REMINDER_LEAD_MINUTES } from '@shared/constants';
import {
  RESERVATION_VIEW_CHOICES,
  SCHOOL_LIMITS,
  type ReservationViewChoice,
  type StaffSchoolSettings,
} from '@shared/schemas/admin-school';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { fieldId, useSettingsForm, type SettingsDraft } from '../hooks/use-settings-form';
import { LocationPicker } from './LocationPicker';

type TextField = Exclude<keyof SettingsDraft, 'reservationView' | SwitchField>;
type SwitchField = 'alertsEnabled' | 'alertMailFallback' | 'waitlistEnabled' | 'bookingReminder';

const VIEW_SELECTS: readonly ReservationViewChoice[] = [
  'upDepartureTime',
  'upLineDepartureTime',
  'upDtoDDepartureTime',
  'upArrivalTime',
  'downDepartureTime',
  'downArrivalTime',
];

const choiceText = (field: ReservationViewChoice, value: number) =>
  t(`view.choices.${field}.${value}` as Parameters<typeof t>[0]);

/**
 * 学校の設定's form: contact, location, booking times, horizon, student-number length, the
 * display options and the alerts to learners (issue 28). The server checks each field; the refusal names it and it takes the focus.
 */
export function SettingsForm({ settings }: { settings: StaffSchoolSettings }) {
  const { draft, set, invalid, save, submit } = useSettingsForm(settings);
  const sites = settings.sites.join(t('siteSeparator'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const text = (
    field: TextField,
    label: string,
    props: { type?: string; hint?: string; after?: ReactNode; short?: boolean } = {},
  ) => (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <span className={props.short ? 'settings-input settings-short' : 'settings-input'}>
        <input
          id={fieldId(field)}
          type={props.type ?? 'text'}
          value={draft[field]}
          aria-invalid={invalid === field || undefined}
          aria-describedby={props.hint ? `${fieldId(field)}-hint` : undefined}
          onChange={(e) => set(field, e.target.value)}
        />
        {props.after}
      </span>
      {props.hint && (
        <p className="hint" id={`${fieldId(field)}-hint`}>
          {props.hint}
        </p>
      )}
    </div>
  );
  const check = (field: SwitchField, label: string, hint?: string) => (
    <div className="field settings-check">
      <input
        id={fieldId(field)}
        type="checkbox"
        checked={draft[field]}
        aria-describedby={hint ? `${fieldId(field)}-hint` : undefined}
        onChange={(e) => set(field, e.target.checked)}
      />
      <label htmlFor={fieldId(field)}>{label}</label>
      {hint && (
        <p className="hint" id={`${fieldId(field)}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <form noValidate className="settings-form" onSubmit={onSubmit}>
      <ActionOutcome done={save.done} problem={save.problem} focus={!save.problem} />
      <div className="settings-columns">
        <fieldset className="admin-panel">
          <legend>{t('contact.legend')}</legend>
          {text('name', t('contact.name', { max: SCHOOL_LIMITS.name }))}
          {text('phoneNumber', t('contact.phone'), { type: 'tel' })}
          {text('mailAddress', t('contact.mail'), { type: 'email', hint: t('contact.mailHint') })}
          {text('zipCode', t('contact.zipCode'))}
          {text('address1', t('contact.address1'))}
          {text('address2', t('contact.address2'))}
        </fieldset>
        <fieldset className="admin-panel">
          <legend>{t('location.legend')}</legend>
          <LocationPicker
            tiles={settings.mapTiles}
            latitude={draft.latitude}
            longitude={draft.longitude}
            invalid={invalid === 'latitude'}
            latitudeId={fieldId('latitude')}
            onChange={(latitude, longitude) => {
              set('latitude', latitude);
              set('longitude', longitude);
            }}
          />
        </fieldset>
        <fieldset className="admin-panel">
          <legend>{t('booking.legend')}</legend>
          {text('cutoff', t('booking.cutoff'), { type: 'time', hint: t('booking.cutoffHint') })}
          {text('planRelease', t('booking.planRelease'), {
            type: 'time',
            hint: t('booking.planReleaseHint'),
          })}
          {text('boardTomorrowFrom', t('booking.boardTomorrowFrom'), {
            type: 'time',
            hint: t('booking.boardTomorrowFromHint'),
          })}
          {text(
            'horizonDays',
            t('booking.horizon', { min: SCHOOL_LIMITS.minHorizonDays, max: SCHOOL_LIMITS.maxHorizonDays }),
            { after: <span>{t('booking.horizonUnit')}</span>, short: true },
          )}
          {text(
            'seitoNoLength',
            t('booking.digits', { min: SCHOOL_LIMITS.minDigits, max: SCHOOL_LIMITS.maxDigits }),
            {
              hint: t('booking.digitsHint', { sites }),
              short: true,
            },
          )}
        </fieldset>
        <fieldset className="admin-panel" aria-describedby="settings-view-hint">
          <legend>{t('view.legend')}</legend>
          <p className="hint" id="settings-view-hint">
            {t('view.hint', { sites })}
          </p>
          {VIEW_SELECTS.map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`settings-view-${field}`}>{t(`view.${field}`)}</label>
              <select
                id={`settings-view-${field}`}
                value={draft.reservationView[field]}
                aria-invalid={invalid === 'reservationView' || undefined}
                onChange={(e) =>
                  set('reservationView', { ...draft.reservationView, [field]: Number(e.target.value) })
                }
              >
                {RESERVATION_VIEW_CHOICES[field].map((value) => (
                  <option key={value} value={value}>
                    {choiceText(field, value)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {(['isJgnVisible', 'isBusVisible'] as const).map((field) => (
            <div className="field settings-check" key={field}>
              <input
                id={`settings-view-${field}`}
                type="checkbox"
                checked={draft.reservationView[field]}
                onChange={(e) =>
                  set('reservationView', { ...draft.reservationView, [field]: e.target.checked })
                }
              />
              <label htmlFor={`settings-view-${field}`}>{t(`view.${field}`)}</label>
            </div>
          ))}
        </fieldset>
        <fieldset className="admin-panel" aria-describedby="settings-alerts-hint">
          <legend>{t('alerts.legend')}</legend>
          <p className="hint" id="settings-alerts-hint">
            {t('alerts.hint')}
          </p>
          {check('alertsEnabled', t('alerts.enabled'))}
          {text(
            'alertDelayStepMinutes',
            t('alerts.delayStep', { min: ALERT_DELAY_STEP_RANGE.min, max: ALERT_DELAY_STEP_RANGE.max }),
            { after: <span>{t('alerts.delayStepUnit')}</span>, hint: t('alerts.delayStepHint'), short: true },
          )}
          {check('alertMailFallback', t('alerts.mailFallback'))}
        </fieldset>
        <fieldset className="admin-panel">
          <legend>{t('waitlist.legend')}</legend>
          {check('waitlistEnabled', t('waitlist.enabled'), t('waitlist.enabledHint'))}
          {check('bookingReminder', t('waitlist.reminder'), t('waitlist.reminderHint'))}
          {text(
            'bookingReminderLeadMinutes',
            t('waitlist.lead', {
              min: BOOKING_REMINDER_LEAD_MINUTES.min,
              max: BOOKING_REMINDER_LEAD_MINUTES.max,
            }),
            { after: <span>{t('waitlist.leadUnit')}</span>, short: true },
          )}
        </fieldset>
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={save.busy}>
          {save.busy ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
