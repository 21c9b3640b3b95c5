-- The one-statement changes (RoomTransactions.changeAt) exactly as PostgreSQL receives them,
-- built from the rooms module's "bumped" and the queue's and the stage's fragments, in write groups.
-- Written by src/rooms/one-statement-changes.spec.ts: UPDATE_SQL=1 npm test -- src/rooms/one-statement-changes.spec.ts

-- An add from memory (QueueService.addFromMemory, addAtEnd), alone in its write group
-- $1 :m0_at, $2 :m0_roomId, $3 :m0_expected, $4 :m0_videoId, $5 :m0_title, $6 :m0_thumbnail, $7 :m0_duration, $8 :m0_addedBy, $9 :m0_addedById, $10 :m0_addedAt
WITH "m0_bumped" AS (
  UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $1
  WHERE "roomId" = $2 AND "version" = $3 AND "endedAt" IS NULL
  RETURNING "version"),
"m0" AS (
  INSERT INTO "queue_items" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "position", "addedAt")
  SELECT $2, $4, $5, $6, $7, $8, $9,
  (SELECT COALESCE(MAX(q."position"), 0) + 1 FROM "queue_items" q WHERE q."roomId" = $2), $10
  FROM "m0_bumped"
  RETURNING "queueItemId", "position")
SELECT 0 AS "member", row_to_json(r) AS "row" FROM "m0" r;

-- Play-next or skip from memory (PlayerService.nextFromMemory, headOnStage), alone in its write group
-- $1 :m0_at, $2 :m0_roomId, $3 :m0_expected, $4 :m0_headId, $5 :m0_headVideoId, $6 :m0_headTitle, $7 :m0_headAddedById, $8 :m0_playedAt, $9 :m0_videoId, $10 :m0_title, $11 :m0_thumbnail, $12 :m0_duration, $13 :m0_addedBy, $14 :m0_addedById, $15 :m0_startedAt
WITH "m0_bumped" AS (
  UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $1
  WHERE "roomId" = $2 AND "version" = $3 AND "endedAt" IS NULL
  RETURNING "version"),
"m0_taken" AS (
  DELETE FROM "queue_items" WHERE "queueItemId" = $4 AND "roomId" = $2 AND EXISTS (SELECT 1 FROM "m0_bumped") RETURNING "queueItemId"),
"m0_closed" AS (
  UPDATE "queue_items" SET "position" = "position" - 1
  WHERE "roomId" = $2 AND "queueItemId" <> $4 AND EXISTS (SELECT 1 FROM "m0_taken")),
"m0_played" AS (
  INSERT INTO "played_songs" ("roomId", "videoId", "title", "addedById", "isRickRoll", "playedAt")
  SELECT $2, $5, $6, $7, false, $8 FROM "m0_taken"),
"m0" AS (
  INSERT INTO "currently_playing" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "startedAt", "progress", "isRickRoll")
  SELECT $2, $9, $10, $11, $12, $13, $14, $15, 0, false FROM "m0_taken"
  ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
  "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById",
  "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = false
  RETURNING "roomId")
SELECT 0 AS "member", row_to_json(r) AS "row" FROM "m0" r;

-- Both in one write group (RoomWriteGroups): two rooms, one statement
-- $1 :m0_at, $2 :m0_roomId, $3 :m0_expected, $4 :m0_videoId, $5 :m0_title, $6 :m0_thumbnail, $7 :m0_duration, $8 :m0_addedBy, $9 :m0_addedById, $10 :m0_addedAt, $11 :m1_at, $12 :m1_roomId, $13 :m1_expected, $14 :m1_headId, $15 :m1_headVideoId, $16 :m1_headTitle, $17 :m1_headAddedById, $18 :m1_playedAt, $19 :m1_videoId, $20 :m1_title, $21 :m1_thumbnail, $22 :m1_duration, $23 :m1_addedBy, $24 :m1_addedById, $25 :m1_startedAt
WITH "m0_bumped" AS (
  UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $1
  WHERE "roomId" = $2 AND "version" = $3 AND "endedAt" IS NULL
  RETURNING "version"),
"m0" AS (
  INSERT INTO "queue_items" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "position", "addedAt")
  SELECT $2, $4, $5, $6, $7, $8, $9,
  (SELECT COALESCE(MAX(q."position"), 0) + 1 FROM "queue_items" q WHERE q."roomId" = $2), $10
  FROM "m0_bumped"
  RETURNING "queueItemId", "position"),
"m1_bumped" AS (
  UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $11
  WHERE "roomId" = $12 AND "version" = $13 AND "endedAt" IS NULL
  RETURNING "version"),
"m1_taken" AS (
  DELETE FROM "queue_items" WHERE "queueItemId" = $14 AND "roomId" = $12 AND EXISTS (SELECT 1 FROM "m1_bumped") RETURNING "queueItemId"),
"m1_closed" AS (
  UPDATE "queue_items" SET "position" = "position" - 1
  WHERE "roomId" = $12 AND "queueItemId" <> $14 AND EXISTS (SELECT 1 FROM "m1_taken")),
"m1_played" AS (
  INSERT INTO "played_songs" ("roomId", "videoId", "title", "addedById", "isRickRoll", "playedAt")
  SELECT $12, $15, $16, $17, false, $18 FROM "m1_taken"),
"m1" AS (
  INSERT INTO "currently_playing" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "startedAt", "progress", "isRickRoll")
  SELECT $12, $19, $20, $21, $22, $23, $24, $25, 0, false FROM "m1_taken"
  ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
  "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById",
  "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = false
  RETURNING "roomId")
SELECT 0 AS "member", row_to_json(r) AS "row" FROM "m0" r
UNION ALL SELECT 1 AS "member", row_to_json(r) AS "row" FROM "m1" r;
