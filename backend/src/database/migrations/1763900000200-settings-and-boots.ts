import type { MigrationInterface, QueryRunner } from 'typeorm';

/** app_settings (generated-once shared values) and room_boots (who was removed from which room). */
export class SettingsAndBoots1763900000200 implements MigrationInterface {
  name = 'SettingsAndBoots1763900000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "app_settings" ("key" character varying(64) NOT NULL, "value" text NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_975c2db59c65c05fd9c6b63a2ab" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "room_boots" ("bootId" SERIAL NOT NULL, "roomId" text NOT NULL, "userId" integer NOT NULL, "bootedById" integer, "bootedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_718eaf99ad8a88b00831f5fd36b" PRIMARY KEY ("bootId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_room_boots_roomId_userId" ON "room_boots" ("roomId", "userId")`);
    await queryRunner.query(
      `ALTER TABLE "room_boots" ADD CONSTRAINT "FK_room_boots_roomId" FOREIGN KEY ("roomId") REFERENCES "rooms"("roomId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "room_boots" ADD CONSTRAINT "FK_room_boots_userId" FOREIGN KEY ("userId") REFERENCES "users"("userId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "room_boots"`);
    await queryRunner.query(`DROP TABLE "app_settings"`);
  }
}
