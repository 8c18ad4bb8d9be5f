import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatLongDate, formatShortDate, formatTime, japanDateKey } from '@shared/rules/japan-time';
import type { PlanPreview } from '@shared/schemas/admin-plan';
import { Loading } from '@client/components/ui/Loading';
import { AdminDateField, dateFromAddress } from '@client/components/layouts/admin/AdminDateField';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminBoardHref, adminPlanHref } from '@client/config/paths';
import { fixPlan, usePlanPreview } from '@client/features/admin-plan/api/plan';
import { PlanRidesTable } from '@client/features/admin-plan/components/PlanRidesTable';
import { rideDateLabel } from '@client/lib/labels';
import { failureText } from '@client/lib/refusal-text';
import '@client/styles/admin-plan.css';
import { queryKeys } from '@client/lib/query-keys';

const instant = (iso: string) => `${formatShortDate(new Date(iso))} ${formatTime(new Date(iso))}`;

/** Mails fixed before the plan release wait for it (PRODUCT.md §4): say when they go. */
const whenSent = (mailsFrom: string, fixedAt: string) =>
  new Date(mailsFrom) > new Date(fixedAt) ? `送迎予定の公開時刻（${instant(mailsFrom)}）に` : '';

/** What the fix button would do, said before it is pressed. */
function fixSummary(plan: PlanPreview): string {
  const { rideTimes, changes } = plan.mails;
  if (rideTimes + changes === 0) return 'メールを送る教習生はいません。';
  return [
    rideTimes > 0 ? `送迎予定のお知らせ ${rideTimes} 人` : '',
    changes > 0 ? `変更のお知らせ ${changes} 人` : '',
  ]
    .filter(Boolean)
    .join('、')
    .concat(' にメールを送ります。');
}

/** 送迎予定の確定 (issue 11 §5): after the cut-off, check every ride, enter missing times, fix and mail. */
export default function AdminPlan() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plan = usePlanPreview(dateFromAddress(params.get('date')));
  const [fixing, setFixing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [onlyAttention, setOnlyAttention] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.planPreview.all });
  // a date from the field replaces the address, so focus stays in the field (a page change moves it to the heading)
  const goTo = (date: string, options: { replace?: boolean } = {}) => {
    if (!date) return;
    setDone(null);
    setProblem(null);
    navigate(adminPlanHref(date), options);
  };

  if (plan.isPending) return <Loading screen />;
  if (plan.isError) return <AdminQueryProblem error={plan.error} title="送迎予定の確定" />;
  const day = plan.data;
  const learners = new Set(day.rides.map((r) => r.learnerId)).size;
  const editable = day.date >= japanDateKey(new Date());
  const nothingNew = day.fixedAt !== null && day.rides.every((r) => r.change === 'unchanged');
  // a ride with no time is never unchanged, so 'not unchanged' covers both
  const shownRides = onlyAttention ? day.rides.filter((r) => r.change !== 'unchanged') : day.rides;
  const fix = async () => {
    const confirmText = `${rideDateLabel(day.date)} の送迎予定を確定します。${fixSummary(day)}よろしいですか。`;
    if (!window.confirm(confirmText)) return;
    setFixing(true);
    setDone(null);
    setProblem(null);
    try {
      const result = await fixPlan(day.date);
      const sent = result.mails.rideTimes + result.mails.changes;
      setDone(
        `${rideDateLabel(day.date)} の送迎予定を確定しました。` +
          (sent > 0
            ? `メール ${sent} 通（送迎予定 ${result.mails.rideTimes}、変更 ${result.mails.changes}）を${whenSent(result.mailsFrom, result.fixedAt)}送信します。`
            : '送るメールはありませんでした。'),
      );
      await refresh();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setFixing(false);
    }
  };

  return (
    <section>
      <h1 className="page-title">送迎予定の確定 {rideDateLabel(day.date)}</h1>
      <div className="admin-toolbar" role="group" aria-label="日付">
        <button type="button" className="button button-small" onClick={() => goTo(day.previousBusinessDay)}>
          ← 前の営業日
        </button>
        <AdminDateField id="plan-date" value={day.date} onCommit={(date) => goTo(date, { replace: true })} />
        <button type="button" className="button button-small" onClick={() => goTo(day.nextBusinessDay)}>
          次の営業日 →
        </button>
        <span className="toolbar-gap" />
        <Link className="button button-small" to={adminBoardHref(day.date)}>
          この日の運行表
        </Link>
      </div>

      <section className="admin-panel plan-summary" aria-labelledby="plan-state">
        <h2 id="plan-state">
          {day.fixedAt ? (
            <span className="admin-badge admin-badge-ok">
              確定済み（{formatLongDate(new Date(day.fixedAt))} {formatTime(new Date(day.fixedAt))}）
            </span>
          ) : (
            <span className="admin-badge admin-badge-muted">未確定</span>
          )}
        </h2>
        <dl className="plan-facts">
          <dt>予約の締切</dt>
          <dd>
            {instant(day.deadline)}
            {!day.canFix && day.date >= japanDateKey(new Date()) && '（締切の後に確定できます）'}
          </dd>
          <dt>予約</dt>
          <dd>
            {day.rides.filter((r) => r.change !== 'gone').length} 件（{learners} 人）
          </dd>
          <dt>確定するとき</dt>
          <dd>{fixSummary(day)}</dd>
        </dl>
        {day.missingTimes > 0 && (
          <p className="alert alert-error">
            乗車時刻が未入力の予約が {day.missingTimes} 件あります。表の「時刻」に入力してください。
          </p>
        )}
        {done && (
          <p role="status" className="status-banner">
            {done}
          </p>
        )}
        {problem && (
          <p role="alert" className="alert alert-error">
            {problem}
          </p>
        )}
        <button
          type="button"
          className="button button-primary"
          disabled={fixing || !day.canFix || day.missingTimes > 0 || nothingNew}
          onClick={() => void fix()}
        >
          {day.fixedAt ? '変更を確定して通知する' : '送迎予定を確定してメールを送る'}
        </button>
        {nothingNew && <p className="hint">前回の確定から変更はありません。</p>}
      </section>

      {day.rides.length === 0 ? (
        <p className="empty">この日の予約はありません。</p>
      ) : (
        <>
          <p className="plan-filter">
            <label>
              <input
                type="checkbox"
                checked={onlyAttention}
                onChange={(event) => setOnlyAttention(event.target.checked)}
              />{' '}
              前回の確定から変わった予約と、時刻が未入力の予約だけを表示
            </label>
          </p>
          {shownRides.length === 0 ? (
            <p className="empty">該当する予約はありません。</p>
          ) : (
            <PlanRidesTable rides={shownRides} editable={editable} onTimeSaved={() => void refresh()} />
          )}
        </>
      )}
    </section>
  );
}
