import { useState } from 'react';
import { useSecondsSince } from '@client/lib/use-seconds-since';
import { useLivePositions } from '../api/vehicles';
import { agedVehicle } from '../components/vehicle-labels';

/**
 * The live positions, each aged by the seconds since the answer arrived (a failed refresh keeps
 * the last ones on screen, ageing), how many vehicles report, and the vehicle the map centres on.
 */
export function useLiveVehicles() {
  const query = useLivePositions();
  const [focusCd, setFocusCd] = useState<string | null>(null);
  const elapsed = useSecondsSince(query.dataUpdatedAt);
  const data = query.data && {
    ...query.data,
    vehicles: query.data.vehicles.map((v) => agedVehicle(v, elapsed)),
  };
  const reporting = data ? data.vehicles.filter((v) => v.latest && !v.isStale).length : 0;
  const focus = (vehicleCd: string | null) => {
    setFocusCd(vehicleCd);
    // the map is above the list: bring it into view where the vehicle is shown
    document.getElementById('live-map-title')?.scrollIntoView({ block: 'start' });
  };
  return { query, data, reporting, focusCd, focus };
}
