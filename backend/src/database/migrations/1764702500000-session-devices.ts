import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every session records the browser it was started in (the kp_device cookie's SHA-256), accounts'
 * too: a boot of an account then records its browser, as a guest's boot does, so the booted person
 * cannot sign out and walk back in as a guest from the same browser (README, Security and reliability).
 */
export class SessionDevices1764702500000 implements MigrationInterface {
  name = 'SessionDevices1764702500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" ADD "deviceKey" character varying(64)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "deviceKey"`);
  }
}
