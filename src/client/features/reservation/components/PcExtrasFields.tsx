import { t as tCommon } from '@shared/i18n/common';
import { t as tRides } from '@shared/i18n/learner/rides';
import { childSheetCount, jitensyaText, passengerCount } from '@client/lib/labels';
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
      <legend>{tRides('facts.extras')}</legend>
      {enabled.passenger && (
        <div className="pc-field">
          <label htmlFor="pc-passenger">{tCommon('extras.passenger')}</label>
          <select
            id="pc-passenger"
            value={value.passenger}
            onChange={(e) => onChange({ passenger: Number(e.target.value) })}
          >
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {passengerCount(n)}
              </option>
            ))}
          </select>
        </div>
      )}
      {enabled.childSheet && (
        <div className="pc-field">
          <label htmlFor="pc-child-sheet">{tCommon('extras.childSheet')}</label>
          <select
            id="pc-child-sheet"
            value={value.childSheet}
            onChange={(e) => onChange({ childSheet: Number(e.target.value) })}
          >
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {childSheetCount(n)}
              </option>
            ))}
          </select>
        </div>
      )}
      {enabled.jitensya && (
        <fieldset className="pc-field pc-radio-group">
          <legend>{tCommon('extras.jitensya')}</legend>
          {[0, 1].map((v) => (
            <span key={v} className="pc-radio">
              <input
                type="radio"
                id={`pc-jitensya-${v}`}
                name="pc-jitensya"
                value={v}
                checked={value.jitensya === v}
                onChange={() => onChange({ jitensya: v })}
              />
              <label htmlFor={`pc-jitensya-${v}`}>{jitensyaText(v)}</label>
            </span>
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}
