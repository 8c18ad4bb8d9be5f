import { useState } from 'react';
import { t } from '@shared/i18n/console/settings';
import type { ReservationViewSettings, StaffSchoolSettings } from '@shared/schemas/admin-school';
import { BusinessFailure } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { writeFailureText } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
import { saveSchoolSettings } from '../api/settings';

/** The settings as typed: every field a text, so a half-typed number stays on screen. */
export interface SettingsDraft {
  name: string;
  zipCode: string;
  phoneNumber: string;
  mailAddress: string;
  address1: string;
  address2: string;
  latitude: string;
  longitude: string;
  cutoff: string;
  planRelease: string;
  boardTomorrowFrom: string;
  horizonDays: string;
  seitoNoLength: string;
  reservationView: ReservationViewSettings;
  alertsEnabled: boolean;
  alertDelayStepMinutes: string;
  alertMailFallback: boolean;
  waitlistEnabled: boolean;
  bookingReminder: boolean;
  bookingReminderLeadMinutes: string;
}

/** The field each refusal is about (790–798, 985, 982), which takes the focus and is marked invalid. */
export const FIELD_OF_CODE: Record<number, keyof SettingsDraft> = {
  790: 'name',
  791: 'phoneNumber',
  792: 'address1',
  793: 'latitude',
  794: 'cutoff',
  795: 'planRelease',
  796: 'horizonDays',
  797: 'seitoNoLength',
  798: 'reservationView',
  730: 'boardTomorrowFrom',
  926: 'mailAddress',
  861: 'seitoNoLength',
  985: 'alertDelayStepMinutes',
  982: 'bookingReminderLeadMinutes',
};

export const fieldId = (field: keyof SettingsDraft) => `settings-${field}`;

const draftOf = (s: StaffSchoolSettings): SettingsDraft => ({
  name: s.name,
  zipCode: s.zipCode,
  phoneNumber: s.phoneNumber,
  mailAddress: s.mailAddress,
  address1: s.address1,
  address2: s.address2,
  latitude: String(s.latitude),
  longitude: String(s.longitude),
  cutoff: s.cutoff,
  planRelease: s.planRelease,
  boardTomorrowFrom: s.boardTomorrowFrom,
  horizonDays: String(s.horizonDays),
  seitoNoLength: String(s.seitoNoLength),
  reservationView: s.reservationView,
  alertsEnabled: s.alertsEnabled,
  alertDelayStepMinutes: String(s.alertDelayStepMinutes),
  alertMailFallback: s.alertMailFallback,
  waitlistEnabled: s.waitlistEnabled,
  bookingReminder: s.bookingReminder,
  bookingReminderLeadMinutes: String(s.bookingReminderLeadMinutes),
});

/** A decimal as typed; anything else is sent as 0, which the server refuses with the field's text. */
const decimal = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : 0);
/** Whole numbers as typed; anything else (empty, 1.5, 1e1) is sent as 0, refused likewise. */
const whole = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : 0);

/**
 * The settings form's state and its one staff action: the server checks every field (790–798, 985, 982);
 * its refusal is shown above the form and the field concerned takes the focus.
 */
export function useSettingsForm(settings: StaffSchoolSettings) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [invalid, setInvalid] = useState<keyof SettingsDraft | null>(null);
  const save = useStaffAction({
    invalidates: [queryKeys.admin.schoolSettings, queryKeys.admin.calendar.all],
    problemText: writeFailureText,
    onError: (error) => {
      const field = error instanceof BusinessFailure ? FIELD_OF_CODE[Number(error.error.code)] : undefined;
      setInvalid(field ?? null);
      if (field) document.getElementById(fieldId(field))?.focus();
    },
  });
  const set = <K extends keyof SettingsDraft>(field: K, value: SettingsDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const submit = () => {
    const digits = whole(draft.seitoNoLength);
    // learners sign in by a student number of exactly this length: every enrolled one of another length is locked out
    if (
      digits !== settings.seitoNoLength &&
      digits !== 0 &&
      !window.confirm(t('booking.digitsConfirm', { from: settings.seitoNoLength, to: digits }))
    )
      return Promise.resolve(undefined);
    return save.run(async () => {
      setInvalid(null);
      const saved = await saveSchoolSettings({
        name: draft.name,
        zipCode: draft.zipCode,
        phoneNumber: draft.phoneNumber,
        mailAddress: draft.mailAddress,
        address1: draft.address1,
        address2: draft.address2,
        latitude: decimal(draft.latitude),
        longitude: decimal(draft.longitude),
        cutoff: draft.cutoff,
        planRelease: draft.planRelease,
        boardTomorrowFrom: draft.boardTomorrowFrom,
        horizonDays: whole(draft.horizonDays),
        seitoNoLength: whole(draft.seitoNoLength),
        reservationView: draft.reservationView,
        alertsEnabled: draft.alertsEnabled,
        alertDelayStepMinutes: whole(draft.alertDelayStepMinutes),
        alertMailFallback: draft.alertMailFallback,
        waitlistEnabled: draft.waitlistEnabled,
        bookingReminder: draft.bookingReminder,
        bookingReminderLeadMinutes: whole(draft.bookingReminderLeadMinutes),
      });
      setDraft(draftOf(saved));
      return t('saved');
    });
  };
  return { draft, set, invalid, save, submit };
}
