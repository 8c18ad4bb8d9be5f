import { useEffect, useRef, useState } from 'react';
import type { Reservation } from '@shared/schemas/reservation';
import { writeFailureText } from '@client/lib/refusal-text';
import { useSetNotRiding } from '../api/set-not-riding';

/**
 * One ride's 「今日は乗りません」 for both areas' views: whether there is anything to show, the
 * confirm step before marking (undoing needs none: it only asks the driver to wait again), the
 * refusal of the last press, and where the focus goes once the ride's state changed — onto the
 * button that now stands where the pressed one was.
 */
export function useNotRiding(ride: Reservation) {
  const write = useSetNotRiding();
  const [asking, setAsking] = useState(false);
  const markButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (ride.notRiding ? undoButton : markButton).current?.focus();
  }, [ride.notRiding]);

  const send = (notRiding: boolean) => {
    moveFocus.current = true;
    write.mutate(
      { yoyakuId: ride.yoyakuId, notRiding },
      {
        onError: () => {
          moveFocus.current = false;
        },
      },
    );
  };

  const problem = write.isError ? writeFailureText(write.error) : null;
  return {
    /** nothing to show: riding, and the window is closed (or not yet open) */
    hidden: !ride.notRiding && !ride.canSetNotRiding && !problem,
    marked: ride.notRiding,
    /** the button to press now, if any */
    canMark: !ride.notRiding && ride.canSetNotRiding,
    canUndo: ride.notRiding && ride.canSetNotRiding,
    busy: write.busy,
    problem,
    asking,
    ask: () => {
      if (write.busy) return;
      write.reset();
      setAsking(true);
    },
    dismiss: () => setAsking(false),
    confirm: () => {
      setAsking(false);
      send(true);
    },
    undo: () => send(false),
    markButton,
    undoButton,
  };
}
