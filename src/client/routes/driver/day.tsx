import { useState } from 'react';
import { t } from '@shared/i18n/driver';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { isGeneralFailure } from '@client/lib/api-client';
import { signOut } from '@client/features/driver/api/driver-api';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { GpsPanel } from '@client/features/driver/components/GpsPanel';
import { RunCard } from '@client/features/driver/components/RunCard';
import { SyncStatus } from '@client/features/driver/components/SyncStatus';
import { useBrowserGps } from '@client/features/driver/hooks/use-browser-gps';
import { useDriverDay } from '@client/features/driver/hooks/use-driver-day';
import { forgetAll } from '@client/features/driver/utils/kept';
import { newTapId, riderTap, runPhase, runTap } from '@client/features/driver/utils/tap-queue';

/**
 * The vehicle's day (issue 27 §1–§3): its runs with stops and riders, the taps, what is not yet
 * sent, and the phone's GPS, which runs while a run is open (出発 given, 運行終了 not) or when the
 * driver starts it by hand.
 */
export default function DriverDayScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const board = useDriverDay(onSignedOut);
  const [manualGps, setManualGps] = useState(false);
  const [askingSignOut, setAskingSignOut] = useState(false);
  const [signOutProblem, setSignOutProblem] = useState<string | null>(null);
  const runOpen = board.day?.runs.some((run) => runPhase(run) === 'running') ?? false;
  const gps = useBrowserGps(runOpen || manualGps, () => void board.flush(), onSignedOut);

  const confirmSignOut = async () => {
    setAskingSignOut(false);
    try {
      await signOut();
    } catch (error) {
      // without an answer the session may stay on the server: say so rather than pretend
      if (isGeneralFailure(error)) {
        setSignOutProblem(t('signIn.offline'));
        return;
      }
    }
    forgetAll(localStorage);
    onSignedOut();
  };

  const { day } = board;
  if (!day) {
    return board.connected === false ? (
      <>
        <h1 className="driver-title">{t('title')}</h1>
        <Alert>{t('day.connection')}</Alert>
        <button
          type="button"
          className="button button-primary driver-button"
          onClick={() => void board.refresh()}
        >
          {t('day.refresh')}
        </button>
      </>
    ) : (
      <Loading label={t('day.loading')} screen />
    );
  }

  return (
    <>
      <header className="driver-header">
        <div>
          <h1 className="driver-title">{day.vehicle.name}</h1>
          <p className="driver-date">{t('day.date', { date: formatShortDate(japanInstant(day.date)) })}</p>
          {day.vehicle.driverName && <p>{t('day.driver', { name: day.vehicle.driverName })}</p>}
        </div>
        <button
          type="button"
          className="button driver-button driver-sign-out"
          onClick={() => setAskingSignOut(true)}
        >
          {t('signOut.button')}
        </button>
      </header>
      {signOutProblem && <Alert>{signOutProblem}</Alert>}
      <SyncStatus
        receivedAt={board.receivedAt}
        connected={board.connected}
        unsent={board.unsent}
        refused={board.refused}
        onRefresh={() => void board.refresh()}
      />
      <GpsPanel
        state={gps.state}
        accuracy={gps.accuracy}
        pending={gps.pending}
        byRun={runOpen}
        manual={manualGps}
        onToggle={() => setManualGps((on) => !on)}
      />
      {day.runs.length === 0 && <p className="driver-empty">{t('day.noRuns')}</p>}
      {day.runs.map((run) => (
        <RunCard
          key={run.runId}
          run={run}
          date={day.date}
          onRiderTap={(yoyakuId, state) =>
            board.tap(riderTap(newTapId(), { runId: run.runId, yoyakuId }, state, new Date()))
          }
          onDepart={() => board.tap(runTap(newTapId(), run.runId, 'depart', new Date()))}
          onEnd={() => board.tap(runTap(newTapId(), run.runId, 'end', new Date()))}
        />
      ))}
      <ConfirmDialog
        className="driver-dialog"
        open={askingSignOut}
        title={t('signOut.title')}
        confirmLabel={t('signOut.confirm')}
        cancelLabel={t('signOut.cancel')}
        onCancel={() => setAskingSignOut(false)}
        onConfirm={() => void confirmSignOut()}
      >
        <p>{t('signOut.text')}</p>
        {board.unsent > 0 && <p className="driver-warning">{t('signOut.unsent', { count: board.unsent })}</p>}
      </ConfirmDialog>
    </>
  );
}
