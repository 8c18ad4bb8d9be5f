import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { addDays, formatLongDate, formatTime, japanDateKey } from '@shared/rules/japan-time';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { paths } from '@client/config/paths';
import { unlockLearner } from '@client/features/admin-learners/api/learner-actions';
import { useLearnerDetail } from '@client/features/admin-learners/api/learner-queries';
import { LearnerBookings } from '@client/features/admin-learners/components/LearnerBookings';
import { ProxyBookingForm } from '@client/features/admin-learners/components/ProxyBookingForm';
import { SilentLinkPanel } from '@client/features/admin-learners/components/SilentLinkPanel';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { failureText } from '@client/lib/refusal-text';
import '@client/styles/admin-learners.css';
import { queryKeys } from '@client/lib/query-keys';

/** One learner at the desk (issue 10 §3): who they are, their lock, their rides; book, cancel, unlock, link. */
export default function AdminLearner() {
  const [params] = useSearchParams();
  const learnerId = Number(params.get('id')) || 0;
  const detail = useLearnerDetail(learnerId);
  const me = useStaffUser();
  const queryClient = useQueryClient();
  const [unlockProblem, setUnlockProblem] = useState<string | null>(null);
  const [unlocked, setUnlocked] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.learner(learnerId) });

  if (learnerId <= 0) return <p className="alert alert-error">教習生が指定されていません。</p>;
  if (detail.isPending) return <Loading screen />;
  if (detail.isError) return <AdminQueryProblem error={detail.error} title="教習生" />;
  const { learner, lockedUntil, failedSignIns, bookings, points, sites } = detail.data;
  const today = japanDateKey(new Date());
  const unlock = async () => {
    setUnlockProblem(null);
    try {
      await unlockLearner(learnerId);
      setUnlocked(true);
      await refresh();
    } catch (error) {
      setUnlockProblem(failureText(error));
    }
  };

  return (
    <section>
      <p>
        <Link to={paths.admin.learners}>← 教習生サポート</Link>
      </p>
      <h1 className="page-title">
        {learner.name}（{learner.furigana}）
      </h1>
      <div className="learner-columns">
        <section className="admin-panel" aria-labelledby="profile-title">
          <h2 id="profile-title">教習生</h2>
          <dl className="learner-facts">
            <dt>学生番号</dt>
            <dd>{learner.seitoNo}</dd>
            <dt>携帯電話</dt>
            <dd>{learner.mobileNumber || '—'}</dd>
            <dt>メール</dt>
            <dd>{learner.mailAddress || '—'}</dd>
            <dt>ログイン</dt>
            <dd>
              {lockedUntil ? (
                <>
                  <span className="admin-badge admin-badge-danger">ロック中</span>{' '}
                  {formatLongDate(new Date(lockedUntil))} {formatTime(new Date(lockedUntil))} まで
                </>
              ) : (
                <>ロックなし{failedSignIns > 0 && `（連続失敗 ${failedSignIns} 回）`}</>
              )}
            </dd>
          </dl>
          {unlocked && !lockedUntil && (
            <p ref={focusOnMount} tabIndex={-1} role="status" className="status-banner">
              ロックを解除しました。
            </p>
          )}
          {(lockedUntil || failedSignIns > 0) && (
            <button type="button" className="button" onClick={() => void unlock()}>
              ロック解除
            </button>
          )}
          {unlockProblem && (
            <p role="alert" className="alert alert-error">
              {unlockProblem}
            </p>
          )}
          <h3>登録地点</h3>
          {points.length === 0 ? (
            <p className="empty">登録されている地点がございません</p>
          ) : (
            <ul className="learner-points">
              {points.map((p) => (
                <li key={p.stopId}>
                  {p.name}
                  {p.address && <span className="hint"> {p.address}</span>}
                  {p.pending && <span className="admin-badge admin-badge-danger">承認待ち</span>}
                  {p.rejectionReason !== null && (
                    <span className="admin-badge">承認しなかった地点（{p.rejectionReason}）</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="admin-panel">
          <ProxyBookingForm learnerId={learnerId} firstDate={addDays(today, 1)} onBooked={refresh} />
        </section>
      </div>
      <section className="admin-panel" aria-labelledby="bookings-title">
        <h2 id="bookings-title">予約（これからの予約、過去90日）</h2>
        <LearnerBookings learnerId={learnerId} bookings={bookings} today={today} onChanged={refresh} />
      </section>
      {me.data?.role === 'admin' && <SilentLinkPanel learnerId={learnerId} sites={sites} />}
    </section>
  );
}
