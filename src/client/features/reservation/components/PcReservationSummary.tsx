import {
  childSheetCount,
  directionWithDestination,
  jitensyaText,
  passengerCount,
  rideDateLabel,
  type UpDown,
} from '@client/lib/labels';
import type { Extras } from '../utils/extras';

interface Props {
  date: string;
  upDown: UpDown;
  place: string;
  /** each extra is listed only when given (its site option is on) */
  extras: Partial<Extras>;
  /** further rows, e.g. the bus and its times */
  rows?: { term: string; value: string }[];
}

/** The booking being made or just made, as a description list. */
export function PcReservationSummary({ date, upDown, place, extras, rows = [] }: Props) {
  const all = [
    { term: '乗車日', value: rideDateLabel(date) },
    { term: '方向', value: directionWithDestination(upDown, 'pc') },
    { term: '乗車地点', value: place },
    ...rows,
    ...(extras.passenger !== undefined
      ? [{ term: '同乗する子供', value: passengerCount(extras.passenger) }]
      : []),
    ...(extras.childSheet !== undefined
      ? [{ term: 'チャイルドシート', value: childSheetCount(extras.childSheet) }]
      : []),
    ...(extras.jitensya !== undefined ? [{ term: '自転車', value: jitensyaText(extras.jitensya) }] : []),
  ];
  return (
    <dl className="pc-summary">
      {all.map((row) => (
        <div key={row.term}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
