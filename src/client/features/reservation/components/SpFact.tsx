import type { ReactNode } from 'react';

/** One term and its value in a smartphone fact list (`<dl className="sp-facts">`). */
export function SpFact({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sp-fact-wide' : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
