import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole schema of docs/product.md §3 plus sessions and job_ticks. Reviewed by hand:
 * - usernames are unique case-insensitively (expression index on lower(username));
 * - a room code is unique only among live rooms (partial index on "endedAt" IS NULL), so codes
 *   can be reused after a room ends;
 * - queue positions are unique per room, checked at commit (DEFERRABLE) so a reorder inside one
 *   transaction may pass through duplicates;
 * - deleting a user takes their rooms, sessions, favorites, queued songs and guest stays with them;
 *   deleting a room takes its queue, now-playing and guest stays, but keeps room_creation_log rows
 *   (roomId set null) because the rooms-per-day limit counts them.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rooms" ("roomId" text NOT NULL, "code" character(6) NOT NULL, "name" character varying(100) NOT NULL, "ownerId" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastActivity" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "settings" jsonb NOT NULL DEFAULT '{"maxSongsPerUser":2,"autoSkipMinutes":6,"maxSongsPerGuest":2,"isLocked":false,"inactivityTimeoutMinutes":30,"maxRoomDurationHours":8,"queueMode":"fifo"}'::jsonb, "endedAt" TIMESTAMP WITH TIME ZONE, "endReason" character varying(32), "version" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_31962cf242c2fdc6889493d9a99" PRIMARY KEY ("roomId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_rooms_code" ON "rooms"("code")`);
    await queryRunner.query(`CREATE INDEX "IDX_rooms_createdAt" ON "rooms"("createdAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_rooms_endedAt" ON "rooms"("endedAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_rooms_ownerId_createdAt" ON "rooms"("ownerId", "createdAt")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_rooms_code_live" ON "rooms"("code") WHERE "endedAt" IS NULL`);
    await queryRunner.query(
      `CREATE TABLE "users" ("userId" SERIAL NOT NULL, "username" character varying(60) NOT NULL, "displayName" character varying(50) NOT NULL, "password" text, "roomId" text, "isOwner" boolean NOT NULL DEFAULT false, "isGuest" boolean NOT NULL DEFAULT false, "role" character varying(16) NOT NULL DEFAULT 'user', "subscriptionTier" integer NOT NULL DEFAULT '1', "lastActive" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "roomCreationBlackedOutUntil" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_8bf09ba754322ab9c22a215c919" PRIMARY KEY ("userId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_users_roomId" ON "users"("roomId")`);
    await queryRunner.query(`CREATE INDEX "IDX_users_role" ON "users"("role")`);
    await queryRunner.query(`CREATE INDEX "IDX_users_subscriptionTier" ON "users"("subscriptionTier")`);
    await queryRunner.query(`CREATE INDEX "IDX_users_lastActive" ON "users"("lastActive")`);
    await queryRunner.query(`CREATE INDEX "IDX_users_createdAt" ON "users"("createdAt")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_username_lower" ON "users" (lower("username"))`);
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "tokenHash" character(64) NOT NULL, "userId" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastSeenAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "endedAt" TIMESTAMP WITH TIME ZONE, "endReason" character varying(32), CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_sessions_tokenHash" ON "sessions"("tokenHash")`);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_userId" ON "sessions"("userId")`);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_createdAt" ON "sessions"("createdAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expiresAt" ON "sessions"("expiresAt")`);
    await queryRunner.query(
      `CREATE TABLE "favorites" ("favoriteId" SERIAL NOT NULL, "userId" integer NOT NULL, "videoId" character varying(32) NOT NULL, "title" text NOT NULL, "thumbnail" text, "duration" character varying(16), "addedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_favorites_userId_videoId" UNIQUE ("userId", "videoId"), CONSTRAINT "PK_35bb46e2ecfa2d4c33581c7e7b0" PRIMARY KEY ("favoriteId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "job_ticks" ("tickId" character varying(120) NOT NULL, "claimedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_dc32732ae30a9b6c6a99a2ad525" PRIMARY KEY ("tickId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "currently_playing" ("currentlyPlayingId" SERIAL NOT NULL, "roomId" text NOT NULL, "videoId" character varying(32) NOT NULL, "title" text NOT NULL, "thumbnail" text, "duration" character varying(16), "addedBy" character varying(50) NOT NULL, "addedById" integer, "startedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "progress" integer NOT NULL DEFAULT '0', "isRickRoll" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_37e761768a1f21c77862f9b14b0" PRIMARY KEY ("currentlyPlayingId"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_currently_playing_roomId" ON "currently_playing"("roomId")`);
    await queryRunner.query(
      `CREATE TABLE "queue_items" ("queueItemId" SERIAL NOT NULL, "roomId" text NOT NULL, "videoId" character varying(32) NOT NULL, "title" text NOT NULL, "thumbnail" text NOT NULL, "duration" character varying(16) NOT NULL, "addedBy" character varying(50) NOT NULL, "addedById" integer NOT NULL, "position" integer NOT NULL, "addedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_queue_items_roomId_position" UNIQUE ("roomId", "position") DEFERRABLE INITIALLY DEFERRED, CONSTRAINT "PK_59b5b49d82a03b0efbbb7848a4c" PRIMARY KEY ("queueItemId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_queue_items_addedById" ON "queue_items"("addedById")`);
    await queryRunner.query(`CREATE INDEX "IDX_queue_items_roomId_addedById" ON "queue_items"("roomId", "addedById")`);
    await queryRunner.query(
      `CREATE TABLE "room_creation_log" ("logId" SERIAL NOT NULL, "userId" integer NOT NULL, "roomId" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ee877058848370d7cd51ad9bb9e" PRIMARY KEY ("logId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_room_creation_log_userId_createdAt" ON "room_creation_log"("userId", "createdAt")`);
    await queryRunner.query(
      `CREATE TABLE "guest_users" ("guestUserId" SERIAL NOT NULL, "userId" integer NOT NULL, "displayName" character varying(50) NOT NULL, "roomId" text NOT NULL, "joinedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastActive" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_db7255875315a2fc48378323e03" PRIMARY KEY ("guestUserId"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_guest_users_userId" ON "guest_users"("userId")`);
    await queryRunner.query(`CREATE INDEX "IDX_guest_users_roomId" ON "guest_users"("roomId")`);
    await queryRunner.query(
      `CREATE TABLE "youtube_api_calls" ("id" SERIAL NOT NULL, "endpoint" character varying(64) NOT NULL, "quotaCost" integer NOT NULL, "timestamp" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "responseStatus" integer, "errorMessage" text, CONSTRAINT "PK_e0f92db7f023c1fbb4e16a95a9d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_youtube_api_calls_timestamp" ON "youtube_api_calls"("timestamp")`);
    await queryRunner.query(
      `CREATE TABLE "youtube_quota_usage" ("id" SERIAL NOT NULL, "date" date NOT NULL, "totalQuotaUsed" integer NOT NULL DEFAULT '0', "dailyLimit" integer NOT NULL DEFAULT '10000', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8e96749182a846690db2e2ec1c5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_youtube_quota_usage_date" ON "youtube_quota_usage"("date")`);
    await queryRunner.query(
      `CREATE TABLE "youtube_search_cache" ("id" SERIAL NOT NULL, "query" text NOT NULL, "results" jsonb NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_7f879562243929fcf4c8b643fa0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_youtube_search_cache_query" ON "youtube_search_cache"("query")`);
    await queryRunner.query(`CREATE INDEX "IDX_youtube_search_cache_expiresAt" ON "youtube_search_cache"("expiresAt")`);
    await queryRunner.query(
      `CREATE TABLE "youtube_video_cache" ("id" SERIAL NOT NULL, "videoId" character varying(32) NOT NULL, "videoData" jsonb NOT NULL, "publishedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE, "isPermanent" boolean NOT NULL DEFAULT false, "lastVerified" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_90a868011b939b5122adbc02e07" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_youtube_video_cache_videoId" ON "youtube_video_cache"("videoId")`);
    await queryRunner.query(`CREATE INDEX "IDX_youtube_video_cache_expiresAt" ON "youtube_video_cache"("expiresAt")`);
    await queryRunner.query(
      `ALTER TABLE "rooms" ADD CONSTRAINT "FK_rooms_ownerId" FOREIGN KEY ("ownerId") REFERENCES "users"("userId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_users_roomId" FOREIGN KEY ("roomId") REFERENCES "rooms"("roomId") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD CONSTRAINT "FK_sessions_userId" FOREIGN KEY ("userId") REFERENCES "users"("userId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "favorites" ADD CONSTRAINT "FK_favorites_userId" FOREIGN KEY ("userId") REFERENCES "users"("userId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "currently_playing" ADD CONSTRAINT "FK_currently_playing_roomId" FOREIGN KEY ("roomId") REFERENCES "rooms"("roomId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "queue_items" ADD CONSTRAINT "FK_queue_items_roomId" FOREIGN KEY ("roomId") REFERENCES "rooms"("roomId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "queue_items" ADD CONSTRAINT "FK_queue_items_addedById" FOREIGN KEY ("addedById") REFERENCES "users"("userId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "room_creation_log" ADD CONSTRAINT "FK_room_creation_log_userId" FOREIGN KEY ("userId") REFERENCES "users"("userId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "room_creation_log" ADD CONSTRAINT "FK_room_creation_log_roomId" FOREIGN KEY ("roomId") REFERENCES "rooms"("roomId") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "guest_users" ADD CONSTRAINT "FK_guest_users_userId" FOREIGN KEY ("userId") REFERENCES "users"("userId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "guest_users" ADD CONSTRAINT "FK_guest_users_roomId" FOREIGN KEY ("roomId") REFERENCES "rooms"("roomId") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_users_roomId"`);
    await queryRunner.query(`DROP TABLE "job_ticks"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP TABLE "favorites"`);
    await queryRunner.query(`DROP TABLE "youtube_quota_usage"`);
    await queryRunner.query(`DROP TABLE "youtube_api_calls"`);
    await queryRunner.query(`DROP TABLE "youtube_video_cache"`);
    await queryRunner.query(`DROP TABLE "youtube_search_cache"`);
    await queryRunner.query(`DROP TABLE "currently_playing"`);
    await queryRunner.query(`DROP TABLE "queue_items"`);
    await queryRunner.query(`DROP TABLE "room_creation_log"`);
    await queryRunner.query(`DROP TABLE "guest_users"`);
    await queryRunner.query(`DROP TABLE "rooms"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
