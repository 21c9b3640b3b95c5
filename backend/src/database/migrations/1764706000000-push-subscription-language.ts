import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a browser's notifications are worded in: the party app's language when it
 * subscribed (docs/product.md "Languages"); null for a subscription made before, which is worded
 * in its room's language.
 */
export class PushSubscriptionLanguage1764706000000 implements MigrationInterface {
  name = 'PushSubscriptionLanguage1764706000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "push_subscriptions" ADD "language" character varying(8)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "push_subscriptions" DROP COLUMN "language"`);
  }
}
