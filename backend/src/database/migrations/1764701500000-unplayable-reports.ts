import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports of videos YouTube refuses to embed, one per video and host (unplayable_reports); a
 * video is hidden from everyone's search (unplayable_videos) only once several hosts or an admin
 * reported it, and says which (hiddenBy). Videos hidden before were hidden on one report: they
 * stay hidden, as hidden by hosts, and the back office can restore them.
 */
export class UnplayableReports1764701500000 implements MigrationInterface {
  name = 'UnplayableReports1764701500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "unplayable_reports" ("videoId" character varying(32) NOT NULL, "reporterId" integer NOT NULL, "roomId" text NOT NULL, "errorCode" integer NOT NULL, "reportedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_unplayable_reports" PRIMARY KEY ("videoId", "reporterId"))`,
    );
    await queryRunner.query(`ALTER TABLE "unplayable_videos" ADD "hiddenBy" character varying(16) NOT NULL DEFAULT 'hosts'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "unplayable_videos" DROP COLUMN "hiddenBy"`);
    await queryRunner.query(`DROP TABLE "unplayable_reports"`);
  }
}
