import type { ReactNode } from 'react';

/** A success the learner should see as one (booked, cancelled): green, announced politely. */
export function StatusBanner({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="status-banner">
      {children}
    </div>
  );
}
