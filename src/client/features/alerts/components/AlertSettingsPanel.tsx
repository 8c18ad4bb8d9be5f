import { useId, useState } from 'react';
import { APPROACH_MINUTES_CHOICES, type ApproachMinutes } from '@shared/constants';
import { t } from '@shared/i18n/learner/alert-settings';
import type { AlertSettings, AlertSwitches } from '@shared/schemas/learner-alerts';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { StatusBanner } from '@client/components/ui/StatusBanner';
import { writeFailureText } from '@client/lib/refusal-text';
import { useAlertSettings } from '../api/get-alert-settings';
import { useSaveAlertSettings } from '../api/save-alert-settings';
import { useSendTestPush } from '../api/send-test-push';
import { usePushAlerts } from '../hooks/use-push-alerts';

/** The alert switches the 「通知の内容」 form edits; the reminder has a form of its own. */
type AlertSwitchesOnly = Omit<AlertSwitches, 'bookingReminder'>;

function PushSection({
  settings,
  approachMinutes,
}: {
  settings: AlertSettings;
  approachMinutes: ApproachMinutes | null;
}) {
  const push = usePushAlerts();
  const test = useSendTestPush();
  const headingId = useId();
  const testProblem = test.error ? writeFailureText(test.error) : null;
  // a subscription the server no longer holds (dropped after 410) is off: 「通知を受け取る」 stores it again
  const on = push.subscribed === true && settings.subscriptions > 0;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('push.heading')}</h2>
      {push.availability === 'unsupported' && (
        <Alert tone="info">
          <p>{t('states.unsupported')}</p>
          <p>{t('states.iphone')}</p>
        </Alert>
      )}
      {push.availability === 'denied' && <Alert tone="info">{t('states.denied')}</Alert>}
      {push.availability === 'available' && push.subscribed !== null && (
        <>
          <p className="alerts-state">{on ? t('push.isOn') : t('push.isOff')}</p>
          <div className="alerts-buttons">
            {on ? (
              <button
                type="button"
                className="button"
                disabled={push.busy}
                onClick={() => void push.turnOff()}
              >
                {t('push.off')}
              </button>
            ) : (
              <button
                type="button"
                className="button button-primary"
                disabled={push.busy}
                onClick={() => void push.turnOn(approachMinutes)}
              >
                {push.busy ? t('push.turningOn') : t('push.on')}
              </button>
            )}
          </div>
        </>
      )}
      {push.problem && <Alert>{push.problem}</Alert>}
      <p className="hint">{t('push.devices', { count: String(settings.subscriptions) })}</p>
      {settings.subscriptions > 0 && (
        <div className="alerts-buttons">
          <button type="button" className="button" disabled={test.busy} onClick={() => test.mutate()}>
            {t('push.test')}
          </button>
        </div>
      )}
      {test.data && test.data.sent > 0 && !test.isPending && (
        <StatusBanner>{t('push.testSent', { sent: String(test.data.sent) })}</StatusBanner>
      )}
      {test.data && test.data.sent === 0 && !test.isPending && (
        <Alert>{t('push.testFailed', { failed: String(test.data.failed) })}</Alert>
      )}
      {testProblem && <Alert>{testProblem}</Alert>}
    </section>
  );
}

function SwitchesSection({
  settings,
  switches,
  onChange,
}: {
  settings: AlertSettings;
  switches: AlertSwitchesOnly;
  onChange: (next: AlertSwitchesOnly) => void;
}) {
  const save = useSaveAlertSettings();
  const headingId = useId();
  const mailAllowed = settings.schoolAllowsMail && settings.hasMailAddress;
  const problem = save.error ? writeFailureText(save.error) : null;
  const choices: { value: ApproachMinutes | null; label: string }[] = [
    ...APPROACH_MINUTES_CHOICES.map((m) => ({
      value: m,
      label: t('settings.approachMinutes', { minutes: String(m) }),
    })),
    { value: null, label: t('settings.approachNone') },
  ];
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.heading')}</h2>
      <form
        className="alerts-form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(switches);
        }}
      >
        <fieldset className="alerts-choices">
          <legend>{t('settings.approach')}</legend>
          {choices.map((choice) => (
            <label key={choice.value ?? 'none'} className="alerts-choice">
              <input
                type="radio"
                name="approachMinutes"
                checked={switches.approachMinutes === choice.value}
                onChange={() => onChange({ ...switches, approachMinutes: choice.value })}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
        <label className="alerts-choice">
          <input
            type="checkbox"
            name="delayAlerts"
            checked={switches.delayAlerts}
            onChange={(e) => onChange({ ...switches, delayAlerts: e.target.checked })}
          />
          <span>{t('settings.delay')}</span>
        </label>
        <label className="alerts-choice">
          <input
            type="checkbox"
            name="mailFallback"
            checked={switches.mailFallback && mailAllowed}
            disabled={!mailAllowed}
            onChange={(e) => onChange({ ...switches, mailFallback: e.target.checked })}
          />
          <span>{t('settings.mail')}</span>
        </label>
        {!mailAllowed && <p className="hint">{t('settings.mailUnavailable')}</p>}
        <button type="submit" className="button button-primary" disabled={save.busy}>
          {t('settings.save')}
        </button>
      </form>
      {save.isSuccess && !save.isPending && <StatusBanner>{t('settings.saved')}</StatusBanner>}
      {problem && <Alert>{problem}</Alert>}
    </section>
  );
}

/**
 * 「予約のお知らせ（締め切り前）」 (issue 29 §3): its own form, saved with the alert switches as the
 * server holds them, so it works while the school has push alerts off and never sends a change
 * the other form has not saved yet.
 */
function ReminderSection({ settings }: { settings: AlertSettings }) {
  const save = useSaveAlertSettings();
  const headingId = useId();
  const hintId = useId();
  const [on, setOn] = useState(settings.bookingReminder);
  const problem = save.error ? writeFailureText(save.error) : null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reminder.heading')}</h2>
      {settings.schoolSendsReminders ? (
        <form
          className="alerts-form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({
              approachMinutes: settings.approachMinutes,
              delayAlerts: settings.delayAlerts,
              mailFallback: settings.mailFallback,
              bookingReminder: on,
            });
          }}
        >
          <label className="alerts-choice">
            <input
              type="checkbox"
              name="bookingReminder"
              aria-describedby={hintId}
              checked={on}
              onChange={(e) => setOn(e.target.checked)}
            />
            <span>{t('reminder.label')}</span>
          </label>
          <p className="hint" id={hintId}>
            {t('reminder.hint')}
          </p>
          <button type="submit" className="button button-primary" disabled={save.busy}>
            {t('reminder.save')}
          </button>
        </form>
      ) : (
        <p className="hint">{t('reminder.schoolOff')}</p>
      )}
      {save.isSuccess && !save.isPending && <StatusBanner>{t('reminder.saved')}</StatusBanner>}
      {problem && <Alert>{problem}</Alert>}
    </section>
  );
}

function Settings({ settings }: { settings: AlertSettings }) {
  const [switches, setSwitches] = useState<AlertSwitchesOnly>(() => ({
    approachMinutes: settings.approachMinutes,
    delayAlerts: settings.delayAlerts,
    mailFallback: settings.mailFallback,
  }));
  return (
    <>
      {settings.schoolAlertsEnabled ? (
        <>
          <PushSection settings={settings} approachMinutes={switches.approachMinutes} />
          <SwitchesSection settings={settings} switches={switches} onChange={setSwitches} />
        </>
      ) : (
        <Alert tone="info">{t('states.schoolOff')}</Alert>
      )}
      <ReminderSection settings={settings} />
    </>
  );
}

/** The 「バスの接近通知」 screen's body, the same on the phone and the desktop. */
export function AlertSettingsPanel() {
  const settings = useAlertSettings();
  return (
    <>
      <p className="alerts-lead">{t('lead')}</p>
      {settings.isPending && <Loading cards={2} />}
      <QueryProblem error={settings.error} />
      {settings.data && <Settings settings={settings.data} />}
    </>
  );
}
