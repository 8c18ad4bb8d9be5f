/**
 * The top of a bar chart's axis and its gridlines for values up to `max`: a round step (1, 2 or
 * 5 times a power of ten) so that four steps or fewer reach at least `max`; an empty chart still
 * has an axis of 0–1.
 */
export function chartScale(max: number): { top: number; ticks: number[] } {
  const target = Math.max(1, max) / 4;
  const power = 10 ** Math.floor(Math.log10(target));
  // whole bookings: never a step below one
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * power).find((s) => s >= target)!,
  );
  const steps = Math.ceil(Math.max(1, max) / step);
  return { top: steps * step, ticks: Array.from({ length: steps + 1 }, (_, i) => i * step) };
}

/** Every how many days the x axis names a date, so that at most `most` labels show. */
export function labelEvery(days: number, most = 16): number {
  return Math.max(1, Math.ceil(days / most));
}
