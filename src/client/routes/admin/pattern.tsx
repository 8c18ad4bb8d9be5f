import { useSearchParams } from 'react-router';
import { t } from '@shared/i18n/console/pattern';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { useRunPattern } from '@client/features/admin-pattern/api/pattern';
import { CoursePicker } from '@client/features/admin-pattern/components/CoursePicker';
import { PatternForm } from '@client/features/admin-pattern/components/PatternForm';
import '@client/styles/admin-pattern.css';

/** 運行パターン (issue 23 §7, admins): the runs each course makes every week, and the runs they generate. */
export default function AdminPattern() {
  const [params, setParams] = useSearchParams();
  const pattern = useRunPattern(params.get('course') ?? '');
  if (pattern.isPending) return <Loading screen />;
  if (pattern.isError) return <AdminQueryProblem error={pattern.error} title={t('title')} />;
  const { data } = pattern;
  const course = data.courses.find((c) => c.code === data.homenCd);
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      {course ? (
        <>
          <CoursePicker
            courses={data.courses}
            value={course.code}
            onChange={(code) => setParams({ course: code })}
          />
          {course.stopCount === 0 ? (
            <Alert tone="info">{t('noStops')}</Alert>
          ) : (
            <PatternForm key={course.code} pattern={data} />
          )}
        </>
      ) : (
        <Alert tone="info">{t('noCourse')}</Alert>
      )}
    </section>
  );
}
