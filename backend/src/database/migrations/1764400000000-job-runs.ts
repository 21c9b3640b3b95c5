import type { MigrationInterface, QueryRunner } from 'typeorm';

/** job_runs: every attempt of every job with its outcome, items touched and error (Jobs tab, alerts). */
export class JobRuns1764400000000 implements MigrationInterface {
  name = 'JobRuns1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "job_runs" ("runId" BIGSERIAL NOT NULL, "name" character varying(80) NOT NULL, "startedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "finishedAt" TIMESTAMP WITH TIME ZONE, "outcome" character varying(16) NOT NULL, "attempt" integer NOT NULL DEFAULT 1, "maxAttempts" integer NOT NULL, "trigger" character varying(16) NOT NULL, "itemsTouched" integer, "error" text, "requestId" character varying(100), CONSTRAINT "PK_job_runs" PRIMARY KEY ("runId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_job_runs_name_startedAt" ON "job_runs" ("name", "startedAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_job_runs_startedAt" ON "job_runs" ("startedAt")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "job_runs"`);
  }
}
