import { SpMenuGatedFrame, type GatedFrameProps } from './menu-gated-frame';
import '@client/styles/sp-booking.css';
import '@client/styles/sp-points.css';

/** A screen of the learner's own points (SPEC.md §2): only where the site turns point registration on. */
export function SpPointFrame(props: GatedFrameProps) {
  return <SpMenuGatedFrame menuOption="useBusStopReg" {...props} />;
}
