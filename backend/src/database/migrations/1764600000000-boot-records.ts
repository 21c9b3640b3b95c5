import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A boot keeps the removed person out (README, Security and reliability): room_boots records the
 * name they had (as typed, and its comparison key) and the browser a guest joined from; guest_users
 * records that browser (a hash of the device cookie) for each stay.
 */
export class BootRecords1764600000000 implements MigrationInterface {
  name = 'BootRecords1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "guest_users" ADD "deviceKey" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "room_boots" ADD "displayName" character varying(50)`);
    await queryRunner.query(`ALTER TABLE "room_boots" ADD "nameKey" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "room_boots" ADD "deviceKey" character varying(64)`);
    // Boots made before: the name the person has now, compared without case or outer spaces.
    await queryRunner.query(
      `UPDATE "room_boots" b SET "displayName" = u."displayName", "nameKey" = lower(btrim(u."displayName")) FROM "users" u WHERE u."userId" = b."userId"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "room_boots" DROP COLUMN "deviceKey"`);
    await queryRunner.query(`ALTER TABLE "room_boots" DROP COLUMN "nameKey"`);
    await queryRunner.query(`ALTER TABLE "room_boots" DROP COLUMN "displayName"`);
    await queryRunner.query(`ALTER TABLE "guest_users" DROP COLUMN "deviceKey"`);
  }
}
