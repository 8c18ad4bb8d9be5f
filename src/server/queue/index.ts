export { createJobRunner, JOB_CONCURRENCY, type JobRunner, type JobRunnerOptions } from './runner';
export type { JobContext, JobDefinition, JobLogger } from './job-definition';
