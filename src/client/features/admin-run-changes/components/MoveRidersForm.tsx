import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/run-changes';
import type { RunChangeOptions } from '@shared/schemas/admin-runs';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { moveRiders } from '../api/run-changes';
import { useRunChange } from '../hooks/use-run-change';

export interface MovableRider {
  reservationId: number;
  seitoNo: string;
  name: string;
  place: string;
}

interface Props {
  runId: number;
  riders: MovableRider[];
  targets: RunChangeOptions['moveTargets'];
}

/** Chosen riders to another run of the same date, period and direction; each is mailed by the server. */
export function MoveRidersForm({ runId, riders, targets }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [toRunId, setToRunId] = useState(targets[0]?.runId ?? 0);
  const move = useRunChange(runId);
  const target = targets.find((r) => r.runId === toRunId) ?? targets[0];
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const bin = target.binName;
    void move
      .run(
        () => moveRiders({ runId, toRunId: target.runId, reservationIds: [...chosen] }),
        (result) => t('move.done', { count: result.bookings, bin, mailed: result.mailed }),
      )
      .then((result) => result && setChosen(new Set()));
  };
  return (
    <form noValidate className="admin-panel run-change" onSubmit={submit} aria-labelledby="run-move-title">
      <h2 id="run-move-title">{t('move.title')}</h2>
      <p className="hint">{t('move.hint')}</p>
      <ActionOutcome done={move.done} problem={move.problem} />
      {riders.length === 0 ? (
        <p>{t('move.noRiders')}</p>
      ) : targets.length === 0 ? (
        <p>{t('move.noTargets')}</p>
      ) : (
        <>
          <fieldset className="field run-move-riders">
            <legend>{t('move.riders')}</legend>
            {riders.map((r) => (
              <label key={r.reservationId} className="inline-choice">
                <input
                  type="checkbox"
                  checked={chosen.has(r.reservationId)}
                  onChange={() => toggle(r.reservationId)}
                />{' '}
                {t('move.rider', { seitoNo: r.seitoNo, name: r.name, place: r.place })}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="run-move-target">{t('move.target')}</label>
            <select
              id="run-move-target"
              value={target?.runId}
              onChange={(e) => setToRunId(Number(e.target.value))}
            >
              {targets.map((r) => (
                <option key={r.runId} value={r.runId}>
                  {t('move.targetOption', {
                    bin: r.binName,
                    course: r.courseName,
                    start: r.planStart,
                    seats: r.seatsLeft,
                  })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-primary" aria-disabled={move.busy}>
            {t('move.submit')}
          </button>
        </>
      )}
    </form>
  );
}
