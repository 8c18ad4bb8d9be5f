import { t } from '@shared/i18n/learner/booking';
import { placeTerm, type UpDown } from '@client/lib/labels';

const STEPS = ['condition', 'dateAndPeriod', 'bus', 'done'] as const;

/** Where the learner is in the booking (the desktop counterpart of the smartphone step bar). */
export function PcStepBar({ current, upDown }: { current: 1 | 2 | 3 | 4; upDown: UpDown }) {
  return (
    <ol className="pc-steps" aria-label={t('stepsLabel')}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          className={i + 1 === current ? 'pc-step-current' : undefined}
          aria-current={i + 1 === current ? 'step' : undefined}
        >
          <span className="pc-step-number">{i + 1}</span>
          {t(`pcSteps.${step}`, { place: placeTerm(upDown) })}
        </li>
      ))}
    </ol>
  );
}
