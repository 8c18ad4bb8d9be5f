import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { addDays } from '@shared/rules/japan-time';
import type { VehicleAssignments } from '@shared/schemas/admin-vehicles';
import { Loading } from '@client/components/ui/Loading';
import { AdminDateField, dateFromAddress } from '@client/components/layouts/admin/AdminDateField';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminAssignmentsHref } from '@client/config/paths';
import {
  assignVehicle,
  useVehicleAssignments,
  useVehicles,
} from '@client/features/admin-vehicles/api/vehicles';
import {
  AssignmentTable,
  shownVehicle,
  type AssignmentDrafts,
} from '@client/features/admin-vehicles/components/AssignmentTable';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { rideDateLabel } from '@client/lib/labels';
import { failureText } from '@client/lib/refusal-text';
import '@client/styles/admin-vehicles.css';
import { queryKeys } from '@client/lib/query-keys';

interface Outcome {
  kind: 'done' | 'problem';
  text: string;
}

/** The drafts that would give each run nobody chose yet last week's vehicle. */
function previousWeekDrafts(day: VehicleAssignments, drafts: AssignmentDrafts): Map<string, string | null> {
  const next = new Map(drafts);
  for (const run of day.runs) {
    if (!run.chosen && run.previous && run.previous.vehicleCd !== run.vehicleCd)
      next.set(run.binCd, run.previous.vehicleCd);
  }
  return next;
}

/** The day's table, its drafts and their saving: one per date, so a new date starts clean. */
function AssignmentDay({ day }: { day: VehicleAssignments }) {
  const vehicles = useVehicles();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Map<string, string | null>>(new Map());
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const changed = day.runs.filter((r) => drafts.has(r.binCd) && drafts.get(r.binCd) !== r.vehicleCd);
  const offered = day.runs.filter(
    (r) => !r.chosen && r.previous && r.previous.vehicleCd !== shownVehicle(r, drafts),
  ).length;

  const save = async () => {
    if (saving || changed.length === 0) return;
    setSaving(true);
    setOutcome(null);
    const failed: string[] = [];
    const refused = new Set<string>();
    let saved = 0;
    // one run at a time, each its own audited change: a refusal names its run and the rest still land
    for (const run of changed) {
      try {
        await assignVehicle(day.date, run.binCd, drafts.get(run.binCd) ?? null);
        saved += 1;
      } catch (error) {
        refused.add(run.binCd);
        failed.push(`${run.binName}：${failureText(error) ?? '送信できませんでした。'}`);
      }
    }
    // every key holding this date (its own, and 'today' when it is today), and the vehicles: a
    // refusal may come from a vehicle retired meanwhile, which the choices must then leave out
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.assignments.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.vehicles }),
    ]);
    setDrafts((current) => {
      const rest = new Map(current);
      for (const run of changed) if (!refused.has(run.binCd)) rest.delete(run.binCd);
      return rest;
    });
    setOutcome(
      failed.length === 0
        ? { kind: 'done', text: `${saved}便の車両を保存しました。` }
        : {
            kind: 'problem',
            text: `保存できなかった便があります（保存 ${saved}便）。\n${failed.join('\n')}`,
          },
    );
    setSaving(false);
  };

  if (vehicles.isPending) return <Loading screen />;
  if (vehicles.isError) return <AdminQueryProblem error={vehicles.error} />;
  return (
    <>
      {outcome?.kind === 'done' && (
        <p key={outcome.text} ref={focusOnMount} tabIndex={-1} role="status" className="status-banner">
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'problem' && (
        <p role="alert" className="alert alert-error assignment-problem">
          {outcome.text}
        </p>
      )}
      {!day.editable && (
        <p className="alert alert-info">過ぎた日の割り当ては変更できません。記録として表示しています。</p>
      )}
      {day.runs.length === 0 ? (
        <p className="empty">この日の運行はありません。</p>
      ) : (
        <>
          {day.editable && (
            <div className="admin-toolbar" role="group" aria-label="割り当ての操作">
              <button
                type="button"
                className="button button-small"
                aria-disabled={offered === 0}
                onClick={() => offered > 0 && setDrafts(previousWeekDrafts(day, drafts))}
              >
                前週（{rideDateLabel(day.previousDate)}）と同じにする
                {offered > 0 && `（${offered}便）`}
              </button>
              <span className="toolbar-gap" />
              <button
                type="button"
                className="button button-small"
                aria-disabled={changed.length === 0 || saving}
                onClick={() => {
                  if (changed.length === 0) return;
                  setDrafts(new Map());
                  setOutcome(null);
                }}
              >
                変更を取り消す
              </button>
              <button
                type="button"
                className="button button-primary"
                aria-disabled={changed.length === 0 || saving}
                onClick={() => void save()}
              >
                {saving ? '送信中…' : `保存する${changed.length > 0 ? `（${changed.length}便）` : ''}`}
              </button>
            </div>
          )}
          <p className="hint">
            「前週と同じにする」は、まだ割り当てていない便に前週の同じ曜日の車両を入れます。保存するまで、教習生の画面は今の車両のままです。
          </p>
          <AssignmentTable
            runs={day.runs}
            vehicles={vehicles.data}
            drafts={drafts}
            editable={day.editable && !saving}
            onChange={(binCd, vehicleCd) => setDrafts((current) => new Map(current).set(binCd, vehicleCd))}
          />
        </>
      )}
    </>
  );
}

/** 車両の割り当て (issue 13 §4): which vehicle drives each run of a day, defaulting from last week. */
export default function AdminAssignments() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = dateFromAddress(params.get('date'));
  const query = useVehicleAssignments(requested);
  const day = query.isPlaceholderData ? undefined : query.data;
  const goTo = (date: string, options: { replace?: boolean } = {}) =>
    navigate(adminAssignmentsHref(date), options);

  return (
    <section>
      <h1 className="page-title">車両の割り当て {day && rideDateLabel(day.date)}</h1>
      <div className="admin-toolbar" role="group" aria-label="日付">
        <button
          type="button"
          className="button button-small"
          disabled={!day}
          onClick={() => day && goTo(addDays(day.date, -1))}
        >
          ← 前の日
        </button>
        <AdminDateField
          id="assignment-date"
          value={requested ?? query.data?.date ?? ''}
          onCommit={(date) => goTo(date, { replace: true })}
        />
        <button
          type="button"
          className="button button-small"
          disabled={!day}
          onClick={() => day && goTo(addDays(day.date, 1))}
        >
          次の日 →
        </button>
      </div>
      {query.isError ? (
        <AdminQueryProblem error={query.error} />
      ) : !day ? (
        <Loading screen />
      ) : (
        <AssignmentDay key={day.date} day={day} />
      )}
    </section>
  );
}
