import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rooms get the language setting of their stage and board (docs/product.md "Languages"): none by
 * default, so each screen shows its own (rooms without it read the default: DEFAULT_ROOM_SETTINGS).
 */
export class RoomLanguage1764701000000 implements MigrationInterface {
  name = 'RoomLanguage1764701000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10,"intermission":null,"language":null}'::jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10,"intermission":null}'::jsonb`,
    );
  }
}
