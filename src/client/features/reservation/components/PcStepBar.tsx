const STEPS = ['条件・乗車地点', '乗車日時', '便の選択', '予約完了'];

/** Where the learner is in the booking (the desktop counterpart of the smartphone step bar). */
export function PcStepBar({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <ol className="pc-steps" aria-label="予約の手順">
      {STEPS.map((step, i) => (
        <li
          key={step}
          className={i + 1 === current ? 'pc-step-current' : undefined}
          aria-current={i + 1 === current ? 'step' : undefined}
        >
          <span className="pc-step-number">{i + 1}</span>
          {step}
        </li>
      ))}
    </ol>
  );
}
