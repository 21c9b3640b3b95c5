import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rooms' default settings with every setting the lyrics, requests and singers-without-a-phone
 * migrations added: each wrote the default it knew, and the last to run must hold them all
 * (docs/product.md "Singers without a phone": helpers may queue for them, off by default).
 */
export class RoomSettingsDefault1764705500000 implements MigrationInterface {
  name = 'RoomSettingsDefault1764705500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10,"intermission":null,"language":null,"approveSongs":false,"closingTime":null,"timeZone":null,"closesAt":null,"lyrics":true,"othersQueueForPhoneless":false}'::jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10,"intermission":null,"language":null,"approveSongs":false,"closingTime":null,"timeZone":null,"closesAt":null,"lyrics":true}'::jsonb`,
    );
  }
}
