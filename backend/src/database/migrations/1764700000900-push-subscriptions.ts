import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push subscriptions (README, "How it behaves": your turn on a locked phone), one per browser
 * endpoint, held with the session that subscribed: deleting the session or the person deletes it.
 */
export class PushSubscriptions1764700000900 implements MigrationInterface {
  name = 'PushSubscriptions1764700000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "push_subscriptions" ("id" SERIAL NOT NULL, "endpoint" character varying(1000) NOT NULL, "p256dh" character varying(100) NOT NULL, "auth" character varying(40) NOT NULL, "userId" integer NOT NULL, "sessionId" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_757fc8f00c34f66832668dc2e53" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_push_subscriptions_endpoint" ON "push_subscriptions"("endpoint")`);
    await queryRunner.query(`CREATE INDEX "IDX_push_subscriptions_userId" ON "push_subscriptions"("userId")`);
    await queryRunner.query(`CREATE INDEX "IDX_push_subscriptions_sessionId" ON "push_subscriptions"("sessionId")`);
    await queryRunner.query(
      `ALTER TABLE "push_subscriptions" ADD CONSTRAINT "FK_push_subscriptions_userId" FOREIGN KEY ("userId") REFERENCES "users"("userId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "push_subscriptions" ADD CONSTRAINT "FK_push_subscriptions_sessionId" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
  }
}
