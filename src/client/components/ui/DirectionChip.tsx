import { DIRECTION_NAME, directionWithDestination, type UpDown } from '@client/lib/labels';

/**
 * A ride's direction as one coloured chip on both front-ends (outbound green, return blue);
 * `long` adds where the bus goes.
 */
export function DirectionChip({ upDown, long = false }: { upDown: UpDown; long?: boolean }) {
  return (
    <span className={`chip chip-dir-${upDown}`}>
      {long ? directionWithDestination(upDown) : DIRECTION_NAME[upDown]}
    </span>
  );
}
