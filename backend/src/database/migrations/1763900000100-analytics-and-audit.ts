import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the admin analytics and audit need: feature_events (feature use as it happens),
 * usage_samples (online people per minute, for peak concurrency) and admin_audit_log.
 */
export class AnalyticsAndAudit1763900000100 implements MigrationInterface {
  name = 'AnalyticsAndAudit1763900000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_audit_log" ("auditId" SERIAL NOT NULL, "adminId" integer NOT NULL, "adminUsername" character varying(60) NOT NULL, "action" character varying(32) NOT NULL, "targetType" character varying(16) NOT NULL, "targetId" text, "details" jsonb NOT NULL DEFAULT '{}', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b6108104f02bb504c00a7327e14" PRIMARY KEY ("auditId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_admin_audit_log_adminId" ON "admin_audit_log" ("adminId")`);
    await queryRunner.query(`CREATE INDEX "IDX_admin_audit_log_createdAt" ON "admin_audit_log" ("createdAt")`);
    await queryRunner.query(
      `CREATE TABLE "feature_events" ("id" BIGSERIAL NOT NULL, "feature" character varying(32) NOT NULL, "userId" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9ef8c3e131fd0d912cc0484e148" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_feature_events_createdAt" ON "feature_events" ("createdAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_feature_events_feature_createdAt" ON "feature_events" ("feature", "createdAt")`);
    await queryRunner.query(
      `CREATE TABLE "usage_samples" ("sampledAt" TIMESTAMP WITH TIME ZONE NOT NULL, "concurrentUsers" integer NOT NULL, CONSTRAINT "PK_f78b7c5222e67540b49cf95f025" PRIMARY KEY ("sampledAt"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "usage_samples"`);
    await queryRunner.query(`DROP TABLE "feature_events"`);
    await queryRunner.query(`DROP TABLE "admin_audit_log"`);
  }
}
