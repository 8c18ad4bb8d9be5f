import type { ReactNode } from 'react';

/** A message the learner must notice; line breaks in the text are kept (SPEC.md §5 joins warnings by them). */
export function Alert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <div role="alert" className={`alert alert-${tone}`}>
      {children}
    </div>
  );
}
