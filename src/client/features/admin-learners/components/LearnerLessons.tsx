import { t } from '@shared/i18n/console/learners';
import type { LearnerDetail } from '@shared/schemas/admin-learners';
import { rideDateLabel } from '@client/lib/labels';

/** The learner's lessons of the coming days, from the school's lesson system (PRODUCT.md §4b). */
export function LearnerLessons({ lessons }: { lessons: LearnerDetail['lessons'] }) {
  return (
    <section className="admin-panel" aria-labelledby="lessons-title">
      <h2 id="lessons-title">{t('learner.lessons')}</h2>
      {lessons.length === 0 ? (
        <p className="empty">{t('learner.noLessons')}</p>
      ) : (
        <ul className="learner-lessons">
          {lessons.map((l) => (
            <li key={`${l.date}-${l.jgn}`}>
              <span className="nowrap">{rideDateLabel(l.date)}</span>{' '}
              {t('learner.lesson', { period: l.periodName, kind: l.kind })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
