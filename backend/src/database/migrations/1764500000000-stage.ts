import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stage: videos a room's player could not play (search leaves them out), and the
 * new room setting interstitialSeconds (the "Up next" pause between songs, default 10 s).
 */
export class Stage1764500000000 implements MigrationInterface {
  name = 'Stage1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "unplayable_videos" ("videoId" character varying(32) NOT NULL, "errorCode" integer NOT NULL, "title" character varying(500) NOT NULL, "reportedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "roomId" text NOT NULL, CONSTRAINT "PK_unplayable_videos_videoId" PRIMARY KEY ("videoId"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"fifo","interstitialSeconds":10}'::jsonb`,
    );
    await queryRunner.query(`UPDATE "rooms" SET "settings" = "settings" || '{"interstitialSeconds":10}'::jsonb WHERE NOT ("settings" ? 'interstitialSeconds')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "rooms" SET "settings" = "settings" - 'interstitialSeconds'`);
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"fifo"}'::jsonb`,
    );
    await queryRunner.query(`DROP TABLE "unplayable_videos"`);
  }
}
