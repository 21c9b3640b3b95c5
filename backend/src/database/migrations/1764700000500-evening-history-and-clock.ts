import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The evening: tonight's songs keep whether they were cut short, their applause and their
 * duration; what plays keeps its playing clock (docs/architecture.md, playing-clock.ts) and
 * whether the host let it finish; past parties are read by person; rooms get the intermission
 * setting (off).
 */
export class EveningHistoryAndClock1764700000500 implements MigrationInterface {
  name = 'EveningHistoryAndClock1764700000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "played_songs" ADD "duration" character varying(16), ADD "skipped" boolean NOT NULL DEFAULT false,
         ADD "applause" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_played_songs_addedById_playedAt" ON "played_songs" ("addedById", "playedAt")`);
    await queryRunner.query(
      `ALTER TABLE "currently_playing" ADD "playingSince" TIMESTAMP WITH TIME ZONE, ADD "playedMs" integer NOT NULL DEFAULT 0,
         ADD "letFinish" boolean NOT NULL DEFAULT false`,
    );
    // The new setting, off by default (rooms without it read the default: DEFAULT_ROOM_SETTINGS).
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10,"intermission":null}'::jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10}'::jsonb`,
    );
    await queryRunner.query(`ALTER TABLE "currently_playing" DROP COLUMN "letFinish", DROP COLUMN "playedMs", DROP COLUMN "playingSince"`);
    await queryRunner.query(`DROP INDEX "IDX_played_songs_addedById_playedAt"`);
    await queryRunner.query(`ALTER TABLE "played_songs" DROP COLUMN "applause", DROP COLUMN "skipped", DROP COLUMN "duration"`);
  }
}
