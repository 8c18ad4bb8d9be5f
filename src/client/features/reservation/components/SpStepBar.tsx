import { t } from '@shared/i18n/learner/booking';
import { placeTerm, type UpDown } from '@client/lib/labels';

const STEPS = ['condition', 'place', 'time'] as const;

/** Where the learner is in the booking flow (SPEC.md §2); step 4 means every step is done (confirm). */
export function SpStepBar({ current, upDown }: { current: 1 | 2 | 3 | 4; upDown: UpDown }) {
  return (
    <ol className="sp-steps" aria-label={t('stepsLabel')}>
      {STEPS.map((name, i) => {
        const label = t(`spSteps.${name}`, { place: placeTerm(upDown) });
        const step = i + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`sp-step sp-step-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="sp-step-number" aria-hidden="true">
              {state === 'done' ? '✓' : step}
            </span>
            <span className="sp-step-label">
              {label}
              {state === 'done' && <span className="sp-sr-only">{t('stepDone')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
