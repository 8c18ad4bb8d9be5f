import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a lazily loaded screen may take to show its heading before focus is left alone. */
const HEADING_WAIT_MS = 5_000;

/** Focuses the page's main heading once it is in the document (screens load lazily and fetch first). */
function focusHeadingWhenShown(): () => void {
  const focus = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(stop);
  };
}

/**
 * After each page change a new screen opens at the top (the declarative router has no scroll
 * restoration; browser back keeps what the browser restores) and focus moves to its main heading,
 * so a screen reader starts reading the new page. A page change is a new path, or a link followed
 * to another query of the same path (往路 ↔ 復路); a screen that only records its state in the
 * query (an opened search, with replace) stays where it is. The first page keeps the browser's focus.
 */
export function PageChange() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null) return;
    if (previous === pathname && navigationType !== 'PUSH') return;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    return focusHeadingWhenShown();
  }, [key, pathname, navigationType]);
  return null;
}
