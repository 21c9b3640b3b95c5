import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guests' songs waiting for the host's approval, and the room settings of requests and the closing
 * time, off by default (docs/product.md "Requests and closing time").
 */
export class SongRequests1764705000000 implements MigrationInterface {
  name = 'SongRequests1764705000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "song_requests" ("requestId" character varying(36) NOT NULL, "roomId" text NOT NULL, "videoId" character varying(32) NOT NULL, "title" text NOT NULL, "thumbnail" text NOT NULL, "duration" character varying(16) NOT NULL, "addedBy" character varying(50) NOT NULL, "addedById" integer NOT NULL, "singer" character varying(220) NOT NULL, "requestedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "reason" character varying(140), CONSTRAINT "PK_song_requests" PRIMARY KEY ("requestId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_song_requests_roomId" ON "song_requests" ("roomId", "requestedAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_song_requests_addedById" ON "song_requests" ("addedById")`);
    await queryRunner.query(
      `ALTER TABLE "song_requests" ADD CONSTRAINT "FK_song_requests_roomId" FOREIGN KEY ("roomId") REFERENCES "rooms"("roomId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "song_requests" ADD CONSTRAINT "FK_song_requests_addedById" FOREIGN KEY ("addedById") REFERENCES "users"("userId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10,"intermission":null,"language":null,"approveSongs":false,"closingTime":null,"timeZone":null,"closesAt":null,"lyrics":true}'::jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "rooms" ALTER COLUMN "settings" SET DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"rotation","interstitialSeconds":10,"intermission":null,"language":null,"lyrics":true}'::jsonb`,
    );
    await queryRunner.query(`DROP TABLE "song_requests"`);
  }
}
