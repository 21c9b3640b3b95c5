import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Duets and groups: the others invited to sing a song with whoever added it (docs/product.md "Sing together"). */
export class SongSingers1764704600000 implements MigrationInterface {
  name = 'SongSingers1764704600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "queue_items" ADD "partners" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "currently_playing" ADD "partners" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "played_songs" ADD "partners" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "played_songs" DROP COLUMN "partners"`);
    await queryRunner.query(`ALTER TABLE "currently_playing" DROP COLUMN "partners"`);
    await queryRunner.query(`ALTER TABLE "queue_items" DROP COLUMN "partners"`);
  }
}
