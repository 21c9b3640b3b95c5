import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin tables search "anywhere in the name" (ILIKE '%…%') over 100,000 accounts and
 * 20,000 rooms: trigram GIN indexes keep those under the 150 ms target (see bench:admin).
 */
export class AdminSearchIndexes1763900000400 implements MigrationInterface {
  name = 'AdminSearchIndexes1763900000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "IDX_users_username_trgm" ON "users" USING GIN ("username" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_users_displayName_trgm" ON "users" USING GIN ("displayName" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_rooms_name_trgm" ON "rooms" USING GIN ("name" gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_rooms_name_trgm"`);
    await queryRunner.query(`DROP INDEX "IDX_users_displayName_trgm"`);
    await queryRunner.query(`DROP INDEX "IDX_users_username_trgm"`);
  }
}
