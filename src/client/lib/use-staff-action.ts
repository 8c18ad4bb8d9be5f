import { useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { failureText } from './refusal-text';

/** A failure a write words itself (a batch where some runs saved and others were refused). */
export class ActionProblem extends Error {}

/** Where a staff action stands: on its way, or what its last press came to. */
export interface StaffActionState {
  busy: boolean;
  /** the last press's failure as staff read it (a refusal with its code); null after a success */
  problem: string | null;
  /** the last press's success as staff read it; null when it has nothing to say */
  done: string | null;
}

export interface StaffActionOptions {
  /** the lists the write changes: asked again after every press, since a refusal often means the screen is out of date */
  invalidates?: readonly QueryKey[];
  /** how a failure reads; by default a refusal's text with its code, and nothing for a transport failure the API client already showed */
  problemText?: (error: unknown) => string | null;
  /** told of each failure after it is shown (a form moving the focus to a field, a list read again) */
  onError?: (error: unknown) => void;
}

/** What one press needs besides its work: how to show the state, refresh the lists and word a failure. */
export interface StaffActionSteps {
  show: (state: StaffActionState) => void;
  refresh: () => Promise<unknown>;
  problemText: (error: unknown) => string | null;
  onError?: (error: unknown) => void;
}

const IDLE: StaffActionState = { busy: false, problem: null, done: null };

const problemOf = (error: unknown, problemText: (error: unknown) => string | null) =>
  error instanceof ActionProblem ? error.message : problemText(error);

/** By default a write that resolves with a text says it; any other result says nothing. */
const ownText = (result: unknown) => (typeof result === 'string' ? result : null);

/**
 * One press of a staff action, apart from React: busy with the last outcome cleared, the write,
 * then the lists asked again — awaited after a success, so a list shows the change by the time the
 * banner says it — and the outcome: `describe(result)`, or the failure's text. `describe` may throw
 * an {@link ActionProblem}. Resolves with the write's result, or undefined when it failed.
 */
export async function performStaffAction<T>(
  work: () => Promise<T>,
  describe: (result: T) => string | null,
  steps: StaffActionSteps,
): Promise<T | undefined> {
  steps.show({ busy: true, problem: null, done: null });
  let result: T;
  try {
    result = await work();
  } catch (error) {
    steps.show({ busy: false, problem: problemOf(error, steps.problemText), done: null });
    steps.onError?.(error);
    void steps.refresh();
    return undefined;
  }
  await steps.refresh();
  try {
    steps.show({ busy: false, problem: null, done: describe(result) });
  } catch (error) {
    if (!(error instanceof ActionProblem)) throw error;
    steps.show({ busy: false, problem: error.message, done: null });
  }
  return result;
}

/**
 * A staff action of the console (issue 22 §4): every write a console screen sends goes through one,
 * so each has the same cycle — busy while it is on its way (a second press meanwhile is ignored),
 * the lists it changes asked again, then its success or its refusal in the console's words.
 * `run(work, describe?)` presses it: `describe` words the success from the write's result once the
 * lists show it (by default the text `work` resolved with). `showDone` says a success a form of
 * the screen sent (and refreshes the lists), `showProblem` a problem found before sending, `clear`
 * forgets the last outcome (another date, another item chosen).
 */
export function useStaffAction(options: StaffActionOptions = {}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StaffActionState>(IDLE);
  const inFlight = useRef(false);
  const { invalidates = [], problemText = failureText, onError } = options;
  const refresh = () =>
    Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const run = async <T>(
    work: () => Promise<T>,
    describe: (result: T) => string | null = ownText,
  ): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await performStaffAction(work, describe, { show: setState, refresh, problemText, onError });
    } finally {
      inFlight.current = false;
    }
  };

  return {
    ...state,
    run,
    showDone: (text: string) => {
      setState({ busy: false, problem: null, done: text });
      void refresh();
    },
    showProblem: (text: string) => setState({ busy: false, problem: text, done: null }),
    clear: () => setState((current) => (current.busy ? current : IDLE)),
  };
}

export type StaffAction = ReturnType<typeof useStaffAction>;
