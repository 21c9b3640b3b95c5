/** The Jobs tab's refusal sentences, each written once: the code or DTO that refuses and the routes' @ApiErrors use these. */
export const JOB_RUNS_LIMIT_RANGE = 'limit must be between 1 and 200.';
export const unknownJob = (name: string): string => `There is no job named "${name}".`;
