import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves the focus to a form's first invalid field (`aria-invalid="true"`) after a refused submit
 * (issue 25), once React has drawn the fields' messages: the learner lands where the problem is,
 * and a screen reader reads the field with its message. Give `ref` to the form.
 */
export function useFirstInvalidFocus<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const focusFirstInvalid = useCallback(() => setAttempt((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}
