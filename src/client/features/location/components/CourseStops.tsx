import { t } from '@shared/i18n/learner/location';
import type { BusCourse, BusOperationStatus } from '@shared/schemas/location';
import { ownStopWord } from '../utils/bus-texts';

/**
 * The run's course in words beside its map (issue 25 §5): the stops in the run's order, numbered
 * as the map labels them, with their planned times, the learner's own stop marked, and the school
 * where the run starts or ends. What the map draws, for readers who cannot see it.
 */
export function CourseStops({
  bus,
  course,
  schoolName,
}: {
  bus: Pick<BusOperationStatus, 'upDown' | 'busStopCd' | 'homenName'>;
  course: BusCourse;
  schoolName: string;
}) {
  const school = <p className="bus-course-school">{t('course.school', { school: schoolName })}</p>;
  return (
    <section className="card" aria-labelledby="bus-course-title">
      <h2 id="bus-course-title">{t('course.title', { course: course.homenName })}</h2>
      <p className="bus-course-lead">{t('course.lead')}</p>
      {bus.upDown === 2 && school}
      <ol className="bus-course-stops">
        {course.stops.map((stop) => {
          const mine = stop.busStopCd === bus.busStopCd;
          return (
            <li key={stop.busStopCd} className={mine ? 'bus-course-own' : undefined}>
              <span className="bus-course-time">{stop.time}</span> {stop.name}
              {mine && <strong>{t('course.own', { own: ownStopWord(bus) })}</strong>}
            </li>
          );
        })}
      </ol>
      {bus.upDown === 1 && school}
    </section>
  );
}
