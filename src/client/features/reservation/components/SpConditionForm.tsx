import { useId, useState, type FormEvent } from 'react';
import { t as tCommon } from '@shared/i18n/common';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t as tRides } from '@shared/i18n/learner/rides';
import { messages } from '@shared/i18n/messages';
import type { SiteOption } from '@shared/schemas/provider';
import type { ReservationDay } from '@shared/schemas/reservation';
import type { ReservationCondition } from '../hooks/use-reservation-condition';
import {
  childSheetCount,
  directionWithDestination,
  jitensyaText,
  passengerCount,
  rideDateLabel,
  type UpDown,
} from '@client/lib/labels';

interface Props {
  days: ReservationDay[];
  options: SiteOption['reservation'];
  /** the condition kept from an earlier visit, if any */
  initial: ReservationCondition | null;
  onSubmit: (condition: ReservationCondition) => void;
}

const COUNTS = [0, 1, 2, 3] as const;

function CountSelect(props: {
  label: string;
  /** a count as the option shows it: 'N 人', 'N 台' */
  format: (count: number) => string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(Number(e.target.value))}>
        {COUNTS.map((n) => (
          <option key={n} value={n}>
            {props.format(n)}
          </option>
        ))}
      </select>
    </div>
  );
}

function RadioGroup<T extends number>(props: {
  legend: string;
  name: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="sp-radio-group">
      <legend>{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={choice.value} className="sp-choice">
          <input
            type="radio"
            name={props.name}
            value={choice.value}
            checked={props.value === choice.value}
            onChange={() => props.onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

const DIRECTIONS = [
  { value: 1, label: directionWithDestination(1) },
  { value: 2, label: directionWithDestination(2) },
] as const;
const BICYCLE = [
  { value: 0, label: jitensyaText(0) },
  { value: 1, label: jitensyaText(1) },
] as const;

/** The reservation condition of the smartphone menu (SPEC.md §2): date, direction and the extras the site allows. */
export function SpConditionForm({ days, options, initial, onSubmit }: Props) {
  const dateId = useId();
  const [date, setDate] = useState(() =>
    initial && days.some((d) => d.date === initial.date) ? initial.date : (days[0]?.date ?? ''),
  );
  const [upDown, setUpDown] = useState<UpDown>(initial?.upDown ?? 1);
  const [passenger, setPassenger] = useState(
    options.isPassengerOptionEnabled ? (initial?.passenger ?? 0) : 0,
  );
  const [childSheet, setChildSheet] = useState(
    options.isChildSheetOptionEnabled ? (initial?.childSheet ?? 0) : 0,
  );
  const [jitensya, setJitensya] = useState<0 | 1>(
    options.isJitensyaOptionEnabled && initial?.jitensya ? 1 : 0,
  );
  const noDays = days.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return;
    onSubmit({ date, upDown, passenger, childSheet, jitensya });
  };

  return (
    <form className="sp-condition" onSubmit={submit} noValidate>
      {noDays ? (
        <p className="empty">{messages.error[309]}</p>
      ) : (
        <div className="field">
          <label htmlFor={dateId}>{tRides('facts.date')}</label>
          <select id={dateId} value={date} onChange={(e) => setDate(e.target.value)}>
            {days.map((day) => (
              <option key={day.date} value={day.date}>
                {rideDateLabel(day.date)}
              </option>
            ))}
          </select>
        </div>
      )}
      <RadioGroup
        legend={tRides('facts.direction')}
        name="upDown"
        value={upDown}
        choices={DIRECTIONS}
        onChange={setUpDown}
      />
      {options.isPassengerOptionEnabled && (
        <CountSelect
          label={tCommon('extras.passenger')}
          format={passengerCount}
          value={passenger}
          onChange={setPassenger}
        />
      )}
      {options.isChildSheetOptionEnabled && (
        <CountSelect
          label={tCommon('extras.childSheet')}
          format={childSheetCount}
          value={childSheet}
          onChange={setChildSheet}
        />
      )}
      {options.isJitensyaOptionEnabled && (
        <RadioGroup
          legend={tCommon('extras.jitensya')}
          name="jitensya"
          value={jitensya}
          choices={BICYCLE}
          onChange={setJitensya}
        />
      )}
      <button type="submit" className="button button-primary" disabled={noDays}>
        {tFrame('next')}
      </button>
    </form>
  );
}
