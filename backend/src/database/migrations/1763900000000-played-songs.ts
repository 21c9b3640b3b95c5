import type { MigrationInterface, QueryRunner } from 'typeorm';

/** played_songs: the history fair rotation reads ("who has sung least this session"). */
export class PlayedSongs1763900000000 implements MigrationInterface {
  name = 'PlayedSongs1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "played_songs" ("playedSongId" SERIAL NOT NULL, "roomId" text NOT NULL, "videoId" character varying(32) NOT NULL, "title" text NOT NULL, "addedById" integer, "isRickRoll" boolean NOT NULL DEFAULT false, "playedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_62293fa00e8c7531bdd6d7f3647" PRIMARY KEY ("playedSongId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_played_songs_playedAt" ON "played_songs" ("playedAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_played_songs_roomId_addedById" ON "played_songs" ("roomId", "addedById")`);
    await queryRunner.query(
      `ALTER TABLE "played_songs" ADD CONSTRAINT "FK_played_songs_roomId" FOREIGN KEY ("roomId") REFERENCES "rooms"("roomId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "played_songs" ADD CONSTRAINT "FK_played_songs_addedById" FOREIGN KEY ("addedById") REFERENCES "users"("userId") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "played_songs"`);
  }
}
