/**
 * The job kind that tops up every school's runs from its weekly pattern to its horizon
 * (jobs/keep-pattern-runs.ts). Named here, the lowest area that enqueues it: a settings save that
 * lengthens the horizon asks for it at once.
 */
export const KEEP_PATTERN_RUNS_JOB = 'keep-pattern-runs';
