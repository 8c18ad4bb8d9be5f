import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/network';
import { COURSE_LIMITS, type StaffCourse, type StaffStop } from '@shared/schemas/admin-network';
import { Alert } from '@client/components/ui/Alert';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { useStaffAction } from '@client/lib/use-staff-action';
import { saveCourse } from '../api/network';
import { useCourseRoute } from '../hooks/use-course-form';
import { CourseRoute } from './CourseRoute';

interface Props {
  /** null: a new course */
  course: StaffCourse | null;
  /** the school's stops to pick from */
  stops: StaffStop[];
  onSaved: (text: string) => void;
  onCancel: () => void;
}

/** Add a course or change one with its stops in order; the code is typed once and shown fixed afterwards (878–885). */
export function CourseForm({ course, stops, onSaved, onCancel }: Props) {
  const [homenCd, setCode] = useState(course?.homenCd ?? '');
  const [name, setName] = useState(course?.name ?? '');
  const [yomi, setYomi] = useState(course?.yomi ?? '');
  const [isNetRelease, setNetRelease] = useState(course?.isNetRelease ?? true);
  const route = useCourseRoute(course, stops);
  const save = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(() =>
      saveCourse({ create: !course, homenCd, name, yomi, isNetRelease, stops: route.sent }),
    );
    if (saved)
      onSaved(
        course ? t('courses.updated', { name: name.trim() }) : t('courses.created', { name: name.trim() }),
      );
  };
  return (
    <form
      noValidate
      className="admin-panel"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="course-form-title"
    >
      <h3 id="course-form-title">
        {course ? t('courses.editTitle', { name: course.name }) : t('courses.newTitle')}
      </h3>
      {save.problem && <Alert>{save.problem}</Alert>}
      <div className="network-fields">
        <div className="field">
          <label htmlFor="course-cd">{t('courses.code')}</label>
          <input
            ref={course ? undefined : focusOnMount}
            id="course-cd"
            value={homenCd}
            readOnly={Boolean(course)}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            aria-describedby="course-cd-hint"
          />
          <p className="hint" id="course-cd-hint">
            {t('courses.codeHint', { max: COURSE_LIMITS.code })}
          </p>
        </div>
        <div className="field">
          <label htmlFor="course-name">{t('courses.name', { max: COURSE_LIMITS.name })}</label>
          <input
            ref={course ? focusOnMount : undefined}
            id="course-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="course-yomi">{t('courses.yomi')}</label>
          <input
            id="course-yomi"
            value={yomi}
            onChange={(e) => setYomi(e.target.value)}
            autoComplete="off"
            aria-describedby="course-yomi-hint"
          />
          <p className="hint" id="course-yomi-hint">
            {t('courses.yomiHint')}
          </p>
        </div>
        <div className="field">
          <label>
            <input type="checkbox" checked={isNetRelease} onChange={(e) => setNetRelease(e.target.checked)} />{' '}
            {t('courses.isNetRelease')}
          </label>
        </div>
      </div>
      <CourseRoute route={route} />
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={save.busy}>
          {save.busy ? t('courses.sending') : course ? t('courses.save') : t('courses.register')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('courses.cancel')}
        </button>
      </div>
    </form>
  );
}
