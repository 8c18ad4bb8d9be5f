import { DIRECTION_NAME, type UpDown } from '@client/lib/labels';

/** A ride's direction as one coloured chip on both front-ends, in the hues of the desktop grid. */
export function DirectionChip({ upDown }: { upDown: UpDown }) {
  return <span className={`chip chip-dir-${upDown}`}>{DIRECTION_NAME[upDown]}</span>;
}
