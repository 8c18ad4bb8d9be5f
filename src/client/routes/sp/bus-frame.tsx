import { SpMenuGatedFrame, type GatedFrameProps } from './menu-gated-frame';
import '@client/styles/sp-booking.css';
import '@client/styles/bus-position.css';

/** A signed-in screen of live bus positions: only where the site turns them on (SPEC.md §2). */
export function SpBusFrame(props: GatedFrameProps) {
  return <SpMenuGatedFrame menuOption="useBusOperationStatus" {...props} />;
}
