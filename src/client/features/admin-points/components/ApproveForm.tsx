import { useState, type FormEvent } from 'react';
import type { PendingPoint, PendingPoints } from '@shared/schemas/admin-points';
import { writeFailureText } from '@client/lib/refusal-text';
import { approvePoint, useRefreshAfterChange } from '../api/points';
import { pointLabel } from './point-labels';

interface Props {
  point: PendingPoint;
  data: PendingPoints;
  onApproved: (message: string) => void;
}

/**
 * Approve into an area and onto a course at a number of minutes from its first stop; suggested:
 * the nearest course stop's course, minutes and area.
 */
export function ApproveForm({ point, data, onApproved }: Props) {
  const suggestedArea = data.areas.some((a) => a.areaCd === point.nearest?.areaCd)
    ? point.nearest!.areaCd
    : (data.areas[0]?.areaCd ?? '');
  const [areaCd, setAreaCd] = useState(suggestedArea);
  const [homenCd, setHomenCd] = useState(point.nearest?.homenCd ?? data.courses[0]?.homenCd ?? '');
  const [offset, setOffset] = useState(String(point.nearest?.offsetMinutes ?? 0));
  const [busy, setBusy] = useState(false);
  const refreshAfterChange = useRefreshAfterChange();
  const [problem, setProblem] = useState<string | null>(null);
  const course = data.courses.find((c) => c.homenCd === homenCd);
  const courseName = (cd: string) => data.courses.find((c) => c.homenCd === cd)?.name ?? cd;
  const stopsOfCourse = data.courseStops.filter((s) => s.homenCd === homenCd);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await approvePoint({
        busStopCd: point.busStopCd,
        submittedAt: point.submittedAt,
        areaCd,
        homenCd,
        offsetMinutes: Number(offset),
      });
      onApproved(
        `${point.learner.name} さんの「${pointLabel(point)}」を承認しました。${courseName(homenCd)}の ${result.runsServed} 便に停車します。` +
          (result.mailed
            ? '教習生にメールでお知らせします。'
            : 'メールアドレスが未登録のため、メールは送信していません。'),
      );
    } catch (error) {
      setProblem(writeFailureText(error));
      setBusy(false);
      refreshAfterChange(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="approve-title" className="points-form">
      <h3 id="approve-title">承認する</h3>
      <div className="points-fields">
        <div className="field">
          <label htmlFor="approve-area">エリア</label>
          <select id="approve-area" value={areaCd} onChange={(e) => setAreaCd(e.target.value)} required>
            {data.areas.map((a) => (
              <option key={a.areaCd} value={a.areaCd}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="approve-course">方面</label>
          <select id="approve-course" value={homenCd} onChange={(e) => setHomenCd(e.target.value)} required>
            {data.courses.map((c) => (
              <option key={c.homenCd} value={c.homenCd}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="approve-offset">始発の乗車地点からの時間（分）</label>
          <input
            id="approve-offset"
            type="number"
            inputMode="numeric"
            min={0}
            max={course?.maxOffsetMinutes}
            step={1}
            value={offset}
            onChange={(e) => setOffset(e.target.value)}
            aria-describedby="approve-offset-hint"
            required
          />
        </div>
      </div>
      <p id="approve-offset-hint" className="hint">
        {course && `0〜${course.maxOffsetMinutes}分。`}
        {point.nearest &&
          `最寄りの「${point.nearest.name}」は${courseName(point.nearest.homenCd)}の${point.nearest.offsetMinutes}分です。`}
      </p>
      {stopsOfCourse.length > 0 && (
        <details className="points-course-stops">
          <summary>{courseName(homenCd)}の乗車地点と時間</summary>
          <ol>
            {stopsOfCourse.map((s) => (
              <li key={s.busStopCd}>
                {s.offsetMinutes}分：{s.name}
              </li>
            ))}
          </ol>
        </details>
      )}
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page */}
      <button type="submit" className="button button-primary" aria-disabled={busy}>
        承認する
      </button>
    </form>
  );
}
