import { adminApi } from '@shared/api/admin';
import { useState, type FormEvent } from 'react';
import { t as tCommon } from '@shared/i18n/common';
import { t } from '@shared/i18n/console/learners';
import { addDays } from '@shared/rules/japan-time';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { Alert } from '@client/components/ui/Alert';
import { useHonestWrite } from '@client/lib/honest-write';
import { childSheetCount, directionWithDestination, passengerCount, rideDateLabel } from '@client/lib/labels';
import { useBookableRuns } from '../api/learner-queries';
import { WriteState } from './WriteState';

interface Props {
  learnerId: number;
  /** the first date the form offers: today (same-day help, issue 26 §2); it starts on the day after */
  firstDate: string;
  onBooked: () => Promise<void>;
}

/**
 * Booking on a learner's behalf (issue 10 §3): date, direction, a run with room, a stop it serves
 * that the learner may use, extras; a reason once the learners' cut-off for the date has passed,
 * which for today's runs (issue 26 §2, bookable until they leave) it always has.
 */
export function ProxyBookingForm({ learnerId, firstDate, onBooked }: Props) {
  const [date, setDate] = useState(addDays(firstDate, 1));
  const [upDown, setUpDown] = useState<1 | 2>(1);
  const [binCd, setBinCd] = useState('');
  const [busStopCd, setBusStopCd] = useState('');
  const [passenger, setPassenger] = useState(0);
  const [childSheet, setChildSheet] = useState(0);
  const [jitensya, setJitensya] = useState(false);
  const [reason, setReason] = useState('');
  const [booked, setBooked] = useState<string | null>(null);
  const runs = useBookableRuns(learnerId, date, upDown);
  const save = useHonestWrite(adminApi.saveReservationFor, onBooked);
  const run = runs.data?.runs.find((r) => r.binCd === binCd);
  const day = runs.data?.day;
  const pastCutoff = day === 'pastCutoff' || day === 'today';
  const bookable = day === 'open' || pastCutoff;
  const ready = bookable && run !== undefined && busStopCd !== '' && (!pastCutoff || reason.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !run) return;
    setBooked(null);
    save.mutate(
      {
        learnerId,
        date,
        upDown,
        binCd,
        busStopCd,
        passenger,
        childSheet,
        jitensya: jitensya ? 1 : 0,
        reason: pastCutoff ? reason.trim() : undefined,
      },
      {
        onSuccess: () => {
          setBooked(t('proxy.done', { date: rideDateLabel(date), run: run.binName }));
          setBinCd('');
          setBusStopCd('');
          setReason('');
        },
        // a run may have left meanwhile: the list says so again
        onError: () => void runs.refetch(),
      },
    );
  };

  return (
    <form onSubmit={submit} className="proxy-form" aria-labelledby="proxy-title">
      <h2 id="proxy-title">{t('proxy.title')}</h2>
      <ActionOutcome done={booked} />
      <div className="proxy-grid">
        <div className="field">
          <label htmlFor="proxy-date">{t('proxy.date')}</label>
          <input
            id="proxy-date"
            type="date"
            min={firstDate}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setBinCd('');
              setBusStopCd('');
              setReason('');
            }}
          />
        </div>
        <fieldset className="field">
          <legend>{t('proxy.direction')}</legend>
          {([1, 2] as const).map((value) => (
            <label key={value} className="inline-choice">
              <input
                type="radio"
                name="proxy-direction"
                checked={upDown === value}
                onChange={() => {
                  setUpDown(value);
                  setBinCd('');
                  setBusStopCd('');
                }}
              />
              {directionWithDestination(value)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="proxy-run">{t('proxy.run')}</label>
          <select
            id="proxy-run"
            value={binCd}
            onChange={(e) => {
              setBinCd(e.target.value);
              setBusStopCd('');
            }}
            disabled={!bookable || runs.data?.runs.length === 0}
          >
            <option value="">
              {date === ''
                ? t('proxy.chooseDateFirst')
                : runs.isPending
                  ? t('proxy.loading')
                  : runs.data?.runs.length === 0
                    ? t('proxy.noRuns')
                    : t('proxy.choose')}
            </option>
            {runs.data?.runs.map((r) => (
              <option
                key={r.binCd}
                value={r.binCd}
                disabled={r.freeSeats <= 0 || !r.isNetReservation || r.departed}
              >
                {t('proxy.runOption', {
                  run: r.binName,
                  course: r.courseName,
                  period: r.periodName,
                  start: r.planStart,
                  seats: Math.max(0, r.freeSeats),
                }) +
                  (r.isNetReservation ? '' : t('proxy.notNetBookable')) +
                  (r.departed ? t('proxy.departed') : '')}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="proxy-stop">{t('proxy.place')}</label>
          <select
            id="proxy-stop"
            value={busStopCd}
            onChange={(e) => setBusStopCd(e.target.value)}
            disabled={!run}
          >
            <option value="">{t('proxy.choose')}</option>
            {run?.stops.map((s) => (
              <option key={s.busStopCd} value={s.busStopCd}>
                {s.planTime} {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="proxy-passenger">{tCommon('extras.passenger')}</label>
          <select
            id="proxy-passenger"
            value={passenger}
            onChange={(e) => setPassenger(Number(e.target.value))}
          >
            {[0, 1, 2, 3].map((n) => (
              <option key={n} value={n}>
                {passengerCount(n)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="proxy-child-sheet">{tCommon('extras.childSheet')}</label>
          <select
            id="proxy-child-sheet"
            value={childSheet}
            onChange={(e) => setChildSheet(Number(e.target.value))}
          >
            {[0, 1, 2, 3].map((n) => (
              <option key={n} value={n}>
                {childSheetCount(n)}
              </option>
            ))}
          </select>
        </div>
        <label className="inline-choice proxy-bicycle">
          <input type="checkbox" checked={jitensya} onChange={(e) => setJitensya(e.target.checked)} />
          {t('proxy.bicycle')}
        </label>
      </div>
      {(day === 'closed' || day === 'notYetOpen' || day === 'past') && (
        <Alert>{t(`proxy.days.${day}`)}</Alert>
      )}
      {pastCutoff && (
        <div className="field">
          <label htmlFor="proxy-reason">{t('proxy.reason')}</label>
          <input
            id="proxy-reason"
            value={reason}
            maxLength={200}
            aria-describedby="proxy-reason-hint"
            onChange={(e) => setReason(e.target.value)}
          />
          <p className="hint" id="proxy-reason-hint">
            {day === 'today' ? t('proxy.today') : t('proxy.pastCutoff')}
          </p>
        </div>
      )}
      {save.isPending && !save.checking && <p role="status">{t('proxy.sending')}</p>}
      <WriteState checking={save.checking} error={save.error} />
      <button type="submit" className="button button-primary" disabled={!ready || save.isPending}>
        {save.isPending ? t('proxy.sending') : t('proxy.submit')}
      </button>
    </form>
  );
}
