import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fair turns (docs/product.md "Fair turns"): who sings a song whatever device added it
 * ("singer", on waiting, playing and played songs), how a waiting song was placed by hand ("placement"), and whether a played song was
 * a turn (when it left the stage, after how long, why). New rooms start in fair rotation.
 */
export class FairTurns1764700000000 implements MigrationInterface {
  name = 'FairTurns1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const singerOf = (table: string) =>
      `UPDATE "${table}" t SET "singer" = CASE WHEN u."isGuest" THEN 'guest:' || lower(btrim(u."displayName")) ELSE 'user:' || u."userId" END FROM "users" u WHERE u."userId" = t."addedById"`;
    await queryRunner.query(`ALTER TABLE "queue_items" ADD "singer" character varying(220)`);
    await queryRunner.query(singerOf('queue_items'));
    await queryRunner.query(`UPDATE "queue_items" SET "singer" = 'user:' || "addedById" WHERE "singer" IS NULL`);
    await queryRunner.query(`ALTER TABLE "queue_items" ALTER COLUMN "singer" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "queue_items" ADD "placement" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "currently_playing" ADD "singer" character varying(220)`);
    await queryRunner.query(singerOf('currently_playing') + ` AND NOT t."isRickRoll"`);
    await queryRunner.query(`ALTER TABLE "played_songs" ADD "singer" character varying(220)`);
    await queryRunner.query(`ALTER TABLE "played_songs" ADD "endedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "played_songs" ADD "endedBy" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "played_songs" ADD "playedSeconds" integer`);
    await queryRunner.query(`ALTER TABLE "played_songs" ADD "countsAsTurn" boolean`);
    await queryRunner.query(singerOf('played_songs') + ` AND NOT t."isRickRoll"`);
    // Songs played before: each was a turn, as fair rotation counted them then.
    await queryRunner.query(`UPDATE "played_songs" SET "endedAt" = "playedAt", "countsAsTurn" = NOT "isRickRoll"`);
    await queryRunner.query(`CREATE INDEX "IDX_played_songs_roomId_singer" ON "played_songs" ("roomId", "singer")`);
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10}'::jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"fifo","interstitialSeconds":10}'::jsonb`,
    );
    await queryRunner.query(`DROP INDEX "IDX_played_songs_roomId_singer"`);
    for (const column of ['countsAsTurn', 'playedSeconds', 'endedBy', 'endedAt', 'singer']) {
      await queryRunner.query(`ALTER TABLE "played_songs" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`ALTER TABLE "currently_playing" DROP COLUMN "singer"`);
    await queryRunner.query(`ALTER TABLE "queue_items" DROP COLUMN "placement"`);
    await queryRunner.query(`ALTER TABLE "queue_items" DROP COLUMN "singer"`);
  }
}
