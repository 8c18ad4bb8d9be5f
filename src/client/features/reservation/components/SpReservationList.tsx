import { messages } from '@shared/messages';
import type { SiteOption } from '@shared/schemas/provider';
import type { Reservation } from '@shared/schemas/reservation';
import {
  childSheetText,
  DIRECTION_LABEL,
  jitensyaText,
  passengerText,
  placeName,
  rideDateLabel,
} from './reservation-text';

interface Props {
  reservations: Reservation[];
  options: SiteOption['reservation'];
  view: SiteOption['reservationView'];
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const busLine = (r: Reservation, view: Props['view']) =>
  [view.isJgnVisible ? r.jigenName || r.displayJigen : '', view.isBusVisible ? r.binNm : '']
    .filter(Boolean)
    .join(' ');

/** The learner's upcoming bookings with the times the display rules allow (SPEC.md §2 menu). */
export function SpReservationList({ reservations, options, view }: Props) {
  if (reservations.length === 0) return <p className="empty">{messages.error[313]}</p>;
  return (
    <ul className="sp-booking-list">
      {reservations.map((r) => (
        <li key={r.yoyakuId} className="sp-booking">
          <p className="sp-booking-head">
            <span className="sp-booking-date">{rideDateLabel(r.date)}</span>
            <span className={`sp-direction sp-direction-${r.upDown}`}>{DIRECTION_LABEL[r.upDown]}</span>
            <span className={r.isFixedPlan ? 'sp-plan sp-plan-fixed' : 'sp-plan'}>
              {r.isFixedPlan ? '送迎予定確定' : '予定未確定'}
            </span>
          </p>
          <dl className="sp-facts">
            <Fact term="乗車地点">{placeName(r)}</Fact>
            {busLine(r, view) && <Fact term="時限・便">{busLine(r, view)}</Fact>}
            <Fact term="出発">{r.departureText}</Fact>
            <Fact term="到着">{r.arrivalText}</Fact>
            {(options.isPassengerOptionEnabled || r.passenger > 0) && (
              <Fact term="同乗する子供">{passengerText(r.passenger)}</Fact>
            )}
            {(options.isChildSheetOptionEnabled || r.childSheet > 0) && (
              <Fact term="チャイルドシート">{childSheetText(r.childSheet)}</Fact>
            )}
            {(options.isJitensyaOptionEnabled || r.jitensya > 0) && (
              <Fact term="自転車">{jitensyaText(r.jitensya)}</Fact>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
