import { Alert } from '@client/components/ui/Alert';
import { StatusBanner } from '@client/components/ui/StatusBanner';
import { focusOnMount } from '@client/lib/focus-on-mount';

interface Props {
  /** the success to say, in a green status banner */
  done?: string | null;
  /** the failure to say, in an alert */
  problem?: string | null;
  /**
   * The banner takes the focus, where it would otherwise stay on a button that is gone or on the
   * page (false: something else of the same press takes it, or it only reports a refresh).
   */
  focus?: boolean;
}

/** A staff action's outcome where it was pressed (`useStaffAction`'s done and problem). */
export function ActionOutcome({ done = null, problem = null, focus = true }: Props) {
  return (
    <>
      {done &&
        (focus ? (
          // StatusBanner cannot take the focus yet (no ref, no tabIndex): the same markup, focusable
          <p key={done} ref={focusOnMount} tabIndex={-1} role="status" className="status-banner">
            {done}
          </p>
        ) : (
          <StatusBanner>{done}</StatusBanner>
        ))}
      {problem && <Alert>{problem}</Alert>}
    </>
  );
}
