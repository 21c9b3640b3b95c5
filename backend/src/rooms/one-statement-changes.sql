-- The one-statement changes (RoomTransactions.changeAt) exactly as PostgreSQL receives them,
-- built from the rooms module's "bumped" and the queue's and the stage's fragments.
-- Written by src/rooms/one-statement-changes.spec.ts: UPDATE_SQL=1 npm test -- src/rooms/one-statement-changes.spec.ts

-- An add from memory (QueueService.addFromMemory, addAtEnd)
-- $1 :at, $2 :roomId, $3 :expected, $4 :videoId, $5 :title, $6 :thumbnail, $7 :duration, $8 :addedBy, $9 :addedById, $10 :addedAt
WITH "bumped" AS (
  UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $1
  WHERE "roomId" = $2 AND "version" = $3 AND "endedAt" IS NULL
  RETURNING "version")
INSERT INTO "queue_items" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "position", "addedAt")
SELECT $2, $4, $5, $6, $7, $8, $9,
(SELECT COALESCE(MAX(q."position"), 0) + 1 FROM "queue_items" q WHERE q."roomId" = $2), $10
FROM "bumped"
RETURNING "queueItemId", "position";

-- Play-next or skip from memory (PlayerService.nextFromMemory, headOnStage)
-- $1 :at, $2 :roomId, $3 :expected, $4 :headId, $5 :headVideoId, $6 :headTitle, $7 :headAddedById, $8 :playedAt, $9 :videoId, $10 :title, $11 :thumbnail, $12 :duration, $13 :addedBy, $14 :addedById, $15 :startedAt
WITH "bumped" AS (
  UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $1
  WHERE "roomId" = $2 AND "version" = $3 AND "endedAt" IS NULL
  RETURNING "version"),
"taken" AS (
  DELETE FROM "queue_items" WHERE "queueItemId" = $4 AND "roomId" = $2 AND EXISTS (SELECT 1 FROM "bumped") RETURNING "queueItemId"),
"closed" AS (
  UPDATE "queue_items" SET "position" = "position" - 1
  WHERE "roomId" = $2 AND "queueItemId" <> $4 AND EXISTS (SELECT 1 FROM "taken")),
"played" AS (
  INSERT INTO "played_songs" ("roomId", "videoId", "title", "addedById", "isRickRoll", "playedAt")
  SELECT $2, $5, $6, $7, false, $8 FROM "taken")
INSERT INTO "currently_playing" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "startedAt", "progress", "isRickRoll")
SELECT $2, $9, $10, $11, $12, $13, $14, $15, 0, false FROM "taken"
ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
"duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById",
"startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = false
RETURNING "roomId";
