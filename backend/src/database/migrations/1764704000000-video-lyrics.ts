import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lyrics fetched from LRCLIB, one row per song with its timing offset (video_lyrics, docs/product.md
 * "Lyrics"), and the room setting that turns them off (on by default; rooms without it read the
 * default: DEFAULT_ROOM_SETTINGS).
 */
export class VideoLyrics1764704000000 implements MigrationInterface {
  name = 'VideoLyrics1764704000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "video_lyrics" ("videoId" character varying(32) NOT NULL, "lookup" character varying(16) NOT NULL, "syncedLines" jsonb, "plainLyrics" text, "lrclibId" integer, "offsetMs" integer NOT NULL DEFAULT 0, "fetchedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_video_lyrics" PRIMARY KEY ("videoId"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10,"intermission":null,"language":null,"lyrics":true}'::jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10,"intermission":null,"language":null}'::jsonb`,
    );
    await queryRunner.query(`DROP TABLE "video_lyrics"`);
  }
}
