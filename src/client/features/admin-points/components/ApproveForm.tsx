import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/points';
import type { PendingPoint, PendingPoints } from '@shared/schemas/admin-points';
import { Alert } from '@client/components/ui/Alert';
import { writeFailureText } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
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
  const refreshAfterChange = useRefreshAfterChange();
  const approve = useStaffAction({ problemText: writeFailureText, onError: refreshAfterChange });
  const course = data.courses.find((c) => c.homenCd === homenCd);
  const courseName = (cd: string) => data.courses.find((c) => c.homenCd === cd)?.name ?? cd;
  const stopsOfCourse = data.courseStops.filter((s) => s.homenCd === homenCd);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await approve.run(() =>
      approvePoint({
        busStopCd: point.busStopCd,
        submittedAt: point.submittedAt,
        areaCd,
        homenCd,
        offsetMinutes: Number(offset),
      }),
    );
    if (!result) return;
    onApproved(
      t('approve.done', {
        learner: point.learner.name,
        point: pointLabel(point),
        course: courseName(homenCd),
        runs: result.runsServed,
      }) + (result.mailed ? t('approve.mailed') : t('notMailed')),
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="approve-title" className="points-form">
      <h3 id="approve-title">{t('approve.title')}</h3>
      <div className="points-fields">
        <div className="field">
          <label htmlFor="approve-area">{t('approve.area')}</label>
          <select id="approve-area" value={areaCd} onChange={(e) => setAreaCd(e.target.value)} required>
            {data.areas.map((a) => (
              <option key={a.areaCd} value={a.areaCd}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="approve-course">{t('approve.course')}</label>
          <select id="approve-course" value={homenCd} onChange={(e) => setHomenCd(e.target.value)} required>
            {data.courses.map((c) => (
              <option key={c.homenCd} value={c.homenCd}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="approve-offset">{t('approve.offset')}</label>
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
        {course && t('approve.offsetRange', { max: course.maxOffsetMinutes })}
        {point.nearest &&
          t('approve.nearestOffset', {
            stop: point.nearest.name,
            course: courseName(point.nearest.homenCd),
            minutes: point.nearest.offsetMinutes,
          })}
      </p>
      {stopsOfCourse.length > 0 && (
        <details className="points-course-stops">
          <summary>{t('approve.courseStops', { course: courseName(homenCd) })}</summary>
          <ol>
            {stopsOfCourse.map((s) => (
              <li key={s.busStopCd}>{t('approve.courseStop', { minutes: s.offsetMinutes, stop: s.name })}</li>
            ))}
          </ol>
        </details>
      )}
      {approve.problem && <Alert>{approve.problem}</Alert>}
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page */}
      <button type="submit" className="button button-primary" aria-disabled={approve.busy}>
        {t('approve.submit')}
      </button>
    </form>
  );
}
