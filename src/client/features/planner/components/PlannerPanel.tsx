import { useState } from 'react';
import { formatShortDate, formatTime, japanInstant } from '@shared/rules/japan-time';
import type { PlannedRide, WeekPlan } from '@shared/schemas/waitlist';
import { t } from '@shared/i18n/learner/planner';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { rideName, usePlanner } from '../hooks/use-planner';

type Planner = ReturnType<typeof usePlanner>;

/** The stop planned from, and the way to plan from another of the learner's stops. */
function StopBar({ planner, plan }: { planner: Planner; plan: WeekPlan }) {
  const [changing, setChanging] = useState(false);
  const current = plan.busStop?.busStopCd ?? '';
  const [picked, setPicked] = useState(current);
  const choices = planner.stops;
  return (
    <div className="planner-stop">
      {plan.busStop ? (
        <p>
          <span className="planner-stop-label">{t('stop.label')}</span>
          {plan.busStop.busStopDisplayName}
          {plan.busStop.busStopCd === plan.usualBusStopCd && t('stop.usual')}
        </p>
      ) : (
        <p>{t('stop.none')}</p>
      )}
      {choices.length > 0 && !changing && (
        <button
          type="button"
          className="button"
          onClick={() => {
            setPicked(current || choices[0]!.busStopCd);
            setChanging(true);
          }}
        >
          {t('stop.change')}
        </button>
      )}
      {changing && (
        <form
          className="planner-stop-form"
          onSubmit={(event) => {
            event.preventDefault();
            setChanging(false);
            planner.chooseStop(picked === plan.usualBusStopCd ? null : picked);
          }}
        >
          <label htmlFor="planner-stop-select">{t('stop.choose')}</label>
          <select id="planner-stop-select" value={picked} onChange={(e) => setPicked(e.target.value)}>
            {choices.map((stop) => (
              <option key={stop.busStopCd} value={stop.busStopCd}>
                {stop.busStopDisplayName}
              </option>
            ))}
          </select>
          <div className="planner-stop-actions">
            <button type="submit" className="button button-primary">
              {t('stop.apply')}
            </button>
            <button type="button" className="button" onClick={() => setChanging(false)}>
              {t('stop.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** Where and when the run meets the stop, and its name. */
function RunLine({ ride }: { ride: PlannedRide }) {
  const run = ride.run;
  if (!run) return null;
  const at = run.busStopTime
    ? t(`at.${ride.upDown}`, { stop: run.busStopName, time: run.busStopTime })
    : t('atNoTime', { stop: run.busStopName });
  return (
    <p className="planner-run">
      <span className="planner-run-at">{at}</span> <span className="planner-run-name">{run.binNm}</span>
    </p>
  );
}

function stateText(ride: PlannedRide, waitlistOpen: boolean): string | null {
  switch (ride.state) {
    case 'booked':
      return t('state.booked');
    case 'waiting':
      return t('state.waiting', { place: ride.place ?? '-' });
    case 'full':
      return t(waitlistOpen ? 'state.full' : 'state.fullNoWaitlist');
    case 'none':
      return t('state.none');
    case 'bookable':
      return null;
  }
}

function Ride({ planner, date, ride }: { planner: Planner; date: string; ride: PlannedRide }) {
  const id = `planner-${date}-${ride.upDown}`;
  const state = stateText(ride, planner.plan.data?.waitlistOpen ?? false);
  return (
    <li className={`planner-ride planner-ride-${ride.state}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(`direction.${ride.upDown}`)}</h3>
      <p className="planner-serves">{t(`serves.${ride.upDown}`, { period: ride.displayJigen })}</p>
      <RunLine ride={ride} />
      {state && <p className="planner-state">{state}</p>}
      {planner.canChoose(ride) && (
        <label className="planner-choice" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={planner.isChosen(date, ride)}
            disabled={planner.sending !== null}
            onChange={(e) => planner.toggle(date, ride, e.target.checked)}
          />
          <span className="visually-hidden">{rideName(date, ride.upDown)}</span>
          {t(ride.state === 'full' ? 'choose.full' : 'choose.bookable')}
        </label>
      )}
    </li>
  );
}

function Day({ planner, day }: { planner: Planner; day: WeekPlan['days'][number] }) {
  const headingId = `planner-day-${day.date}`;
  const closes = new Date(day.closesAt);
  return (
    <li className="card planner-day">
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{formatShortDate(japanInstant(day.date))}</h2>
        <p className="planner-lessons">
          {t('lessons', { periods: day.lessons.map((l) => l.displayJigen).join(t('lessonsJoin')) })}
        </p>
        <p className="planner-closes">
          {t('closesAt', { time: `${formatShortDate(closes)} ${formatTime(closes)}` })}
        </p>
        <ul className="planner-rides">
          {day.rides.map((ride) => (
            <Ride key={ride.upDown} planner={planner} date={day.date} ride={ride} />
          ))}
        </ul>
      </section>
    </li>
  );
}

/**
 * The week planner's screen for both areas (issue 29 §2): each day with its lessons and its two
 * proposed rides, the stop they are planned from, one confirm, and each ride's result read out.
 */
export function PlannerPanel() {
  const planner = usePlanner();
  const plan = planner.plan.data;
  const choosable = plan?.days.some((d) => d.rides.some(planner.canChoose)) ?? false;
  return (
    <div className="planner">
      <p className="planner-intro">{t('intro')}</p>
      <QueryProblem error={planner.plan.error} />
      {planner.plan.isPending && <Loading cards={3} />}
      {plan && (
        <>
          <StopBar key={plan.busStop?.busStopCd ?? ''} planner={planner} plan={plan} />
          {plan.days.length === 0 ? (
            <p className="empty">{t('noDays')}</p>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void planner.confirm();
              }}
            >
              <ol className="planner-days">
                {plan.days.map((day) => (
                  <Day key={day.date} planner={planner} day={day} />
                ))}
              </ol>
              {choosable && (
                <div className="planner-actions">
                  <button type="submit" className="button button-primary" disabled={planner.sending !== null}>
                    {t('confirm')}
                  </button>
                </div>
              )}
            </form>
          )}
        </>
      )}
      <div className="planner-results" role="status" aria-live="polite">
        {planner.sending && <p>{planner.checking ? t('checking') : t('sending', { ...planner.sending })}</p>}
        {planner.nothingChosen && <p>{t('nothingChosen')}</p>}
        {planner.results.length > 0 && (
          <section className="card" aria-labelledby="planner-results-title">
            <h2 id="planner-results-title">{t('results')}</h2>
            <ul>
              {planner.results.map((result) => (
                <li key={result.key} className={`planner-result planner-result-${result.outcome}`}>
                  {result.text}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
