import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Screens paired to a room with a short code (docs/product.md "Room", A TV in one step): a device
 * session that shows that room's stage and nothing else, gone with its room.
 */
export class ScreenSessions1764703000000 implements MigrationInterface {
  name = 'ScreenSessions1764703000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "screen_sessions" ("screenId" uuid NOT NULL DEFAULT gen_random_uuid(), "roomId" text NOT NULL, "name" character varying(40) NOT NULL, "pairingCode" character varying(6), "codeExpiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "tokenHash" character(64), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "pairedAt" TIMESTAMP WITH TIME ZONE, "endedAt" TIMESTAMP WITH TIME ZONE, "endReason" character varying(32), CONSTRAINT "PK_screen_sessions" PRIMARY KEY ("screenId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_screen_sessions_roomId" ON "screen_sessions"("roomId")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_screen_sessions_pairingCode" ON "screen_sessions"("pairingCode")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_screen_sessions_tokenHash" ON "screen_sessions"("tokenHash")`);
    await queryRunner.query(
      `ALTER TABLE "screen_sessions" ADD CONSTRAINT "FK_screen_sessions_roomId" FOREIGN KEY ("roomId") REFERENCES "rooms"("roomId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "screen_sessions"`);
  }
}
