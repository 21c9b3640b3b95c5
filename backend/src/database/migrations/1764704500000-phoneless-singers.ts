import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Singers without a phone: people the host adds by name, who sing but never sign in (docs/product.md "Singers without a phone"). */
export class PhonelessSingers1764704500000 implements MigrationInterface {
  name = 'PhonelessSingers1764704500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "noPhone" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "noPhone"`);
  }
}
