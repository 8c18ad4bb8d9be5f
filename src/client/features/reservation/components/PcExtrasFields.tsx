import type { Extras } from '../utils/extras';

interface Props {
  value: Extras;
  /** which extras the site options offer */
  enabled: Record<keyof Extras, boolean>;
  onChange: (patch: Partial<Extras>) => void;
}

const COUNTS = [0, 1, 2, 3];

/** Children 0–3, child seats 0–3 and bicycle 無/有 (SPEC.md §5), each only when its option is on. */
export function PcExtrasFields({ value, enabled, onChange }: Props) {
  if (!enabled.passenger && !enabled.childSheet && !enabled.jitensya) return null;
  return (
    <fieldset className="pc-extras">
      <legend>同乗者・お荷物</legend>
      {enabled.passenger && (
        <div className="pc-field">
          <label htmlFor="pc-passenger">同乗する子供</label>
          <select
            id="pc-passenger"
            value={value.passenger}
            onChange={(e) => onChange({ passenger: Number(e.target.value) })}
          >
            {COUNTS.map((n) => (
              <option key={n} value={n}>{`${n} 人`}</option>
            ))}
          </select>
        </div>
      )}
      {enabled.childSheet && (
        <div className="pc-field">
          <label htmlFor="pc-child-sheet">チャイルドシート</label>
          <select
            id="pc-child-sheet"
            value={value.childSheet}
            onChange={(e) => onChange({ childSheet: Number(e.target.value) })}
          >
            {COUNTS.map((n) => (
              <option key={n} value={n}>{`${n} 台`}</option>
            ))}
          </select>
        </div>
      )}
      {enabled.jitensya && (
        <fieldset className="pc-field pc-radio-group">
          <legend>自転車</legend>
          {[
            { v: 0, text: '無' },
            { v: 1, text: '有' },
          ].map(({ v, text }) => (
            <span key={v} className="pc-radio">
              <input
                type="radio"
                id={`pc-jitensya-${v}`}
                name="pc-jitensya"
                value={v}
                checked={value.jitensya === v}
                onChange={() => onChange({ jitensya: v })}
              />
              <label htmlFor={`pc-jitensya-${v}`}>{text}</label>
            </span>
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}
