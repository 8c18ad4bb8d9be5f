import { useEffect, useState } from 'react';

/**
 * Whole seconds since `since` (epoch ms; 0 or less: none), re-counted every `everyMs`: for ages
 * that must keep growing on screen while no new answer arrives.
 */
export function useSecondsSince(since: number, everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [since, everyMs]);
  return since > 0 ? Math.max(0, Math.floor((now - since) / 1000)) : 0;
}
