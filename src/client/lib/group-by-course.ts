/**
 * Runs grouped by course in the order given (a day's runs come sorted by course), each group named
 * by the course of its first run: the console's day board and vehicle assignment show one table per course.
 */
export function groupByCourse<R extends { homenCd: string; courseName: string }>(
  runs: readonly R[],
): { homenCd: string; courseName: string; runs: R[] }[] {
  const groups: { homenCd: string; courseName: string; runs: R[] }[] = [];
  for (const run of runs) {
    const last = groups.at(-1);
    if (last?.homenCd === run.homenCd) last.runs.push(run);
    else groups.push({ homenCd: run.homenCd, courseName: run.courseName, runs: [run] });
  }
  return groups;
}
