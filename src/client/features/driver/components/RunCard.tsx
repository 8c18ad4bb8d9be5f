import { useId, useState } from 'react';
import type { BoardingState } from '@shared/constants';
import { t } from '@shared/i18n/driver';
import type { DriverRun } from '@shared/schemas/driver';
import { isEarlyDeparture, runPhase, unaccountedRiders } from '../utils/tap-queue';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { RiderCard } from './RiderCard';

interface Props {
  run: DriverRun;
  /** the day's date, 'YYYY-MM-DD' */
  date: string;
  onRiderTap: (yoyakuId: number, state: BoardingState) => void;
  onDepart: () => void;
  onEnd: () => void;
}

/** A stop's time: the fixed one mailed to its riders when there is one, else the planned. */
function StopTime({ planTime, fixedTime }: { planTime: string | null; fixedTime: string | null }) {
  if (fixedTime) {
    return (
      <span className="driver-stop-time">
        {fixedTime}
        <span className="driver-fixed">{t('stop.fixedLabel')}</span>
      </span>
    );
  }
  return (
    <span className="driver-stop-time">
      {planTime ? t('stop.planTime', { time: planTime }) : t('stop.noTime')}
    </span>
  );
}

/**
 * One run of the vehicle today: its name, course, direction, planned span and state, 出発 or
 * 運行終了, and its stops in order with their riders. 運行終了 asks first, naming every rider not
 * yet accounted for.
 */
export function RunCard({ run, date, onRiderTap, onDepart, onEnd }: Props) {
  const [closing, setClosing] = useState(false);
  const [departingEarly, setDepartingEarly] = useState(false);
  const headingId = useId();
  const phase = runPhase(run);
  const unaccounted = closing ? unaccountedRiders(run) : [];
  const riderCount = run.stops.reduce((sum, stop) => sum + stop.riders.length, 0);
  // a run's name often carries its course already (駅前方面 1便 on 駅前方面)
  const title = run.binName.includes(run.courseName) ? run.binName : `${run.binName} ${run.courseName}`;
  const stateText =
    phase === 'before'
      ? t('run.state.before')
      : phase === 'running'
        ? t('run.state.running', { time: run.actualStart ?? '' })
        : t('run.state.ended', { time: run.actualEnd ?? '' });
  return (
    <section className={`driver-run driver-run-${phase}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="driver-run-title">
        {title}
      </h2>
      <p className="driver-run-facts">
        <span>{t(`run.direction.${run.upDown}`)}</span>
        <span>{t('run.planned', { start: run.planStart, end: run.planEnd })}</span>
      </p>
      <p className={`driver-run-state driver-run-state-${phase}`}>{stateText}</p>
      {phase === 'before' && (
        <button
          type="button"
          className="button driver-button driver-depart"
          onClick={() => (isEarlyDeparture(run, date, new Date()) ? setDepartingEarly(true) : onDepart())}
          aria-label={`${t('run.depart')}${t('rider.target', { name: title })}`}
        >
          {t('run.depart')}
        </button>
      )}
      <h3 className="driver-subtitle">
        {riderCount > 0 ? t('run.riders', { count: riderCount }) : t('run.noRiders')}
      </h3>
      <ol className="driver-stops" aria-label={t('run.stops')}>
        {run.stops.map((stop) => (
          <li key={stop.stopId} className="driver-stop">
            <p className="driver-stop-head">
              <StopTime planTime={stop.planTime} fixedTime={stop.fixedTime} />
              <span className="driver-stop-name">{stop.name}</span>
            </p>
            {stop.riders.length > 0 && (
              <ul className="driver-riders">
                {stop.riders.map((rider) => (
                  <RiderCard
                    key={rider.yoyakuId}
                    rider={rider}
                    onTap={(state) => onRiderTap(rider.yoyakuId, state)}
                  />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {phase === 'running' && (
        <button
          type="button"
          className="button driver-button driver-end"
          onClick={() => setClosing(true)}
          aria-label={`${t('run.end')}${t('rider.target', { name: title })}`}
        >
          {t('run.end')}
        </button>
      )}
      <ConfirmDialog
        className="driver-dialog"
        open={departingEarly}
        title={t('early.title')}
        confirmLabel={t('early.confirm')}
        cancelLabel={t('early.cancel')}
        onCancel={() => setDepartingEarly(false)}
        onConfirm={() => {
          setDepartingEarly(false);
          onDepart();
        }}
      >
        <p>{t('early.body', { bin: title, time: run.planStart })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        className="driver-dialog"
        open={closing}
        title={t('close.title')}
        confirmLabel={t('close.confirm')}
        cancelLabel={t('close.cancel')}
        onCancel={() => setClosing(false)}
        onConfirm={() => {
          setClosing(false);
          onEnd();
        }}
      >
        <p>{t('close.allAccounted', { bin: title })}</p>
        {unaccounted.length > 0 && (
          <div className="alert alert-warning">
            <p>{t('close.unaccounted', { count: unaccounted.length })}</p>
            <ul>
              {unaccounted.map((rider) => (
                <li key={rider.yoyakuId}>
                  {t('close.unaccountedRider', { name: rider.name, stop: rider.stopName })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}
