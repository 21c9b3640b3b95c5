-- The one-statement changes (RoomTransactions.apply from memory) exactly as PostgreSQL receives them:
-- the rooms module's "bumped", then the plan's rows (room-writes.ts), in write groups.
-- Written by src/rooms/one-statement-changes.spec.ts: UPDATE_SQL=1 npm test -- src/rooms/one-statement-changes.spec.ts

-- An add from memory (ADD_SONG at the end of a queue of one), alone in its write group
-- $1 :m0_at, $2 :m0_roomId, $3 :m0_expected, $4 :m0_w0_videoId, $5 :m0_w0_title, $6 :m0_w0_thumbnail, $7 :m0_w0_duration, $8 :m0_w0_addedBy, $9 :m0_w0_addedById, $10 :m0_w0_singer, $11 :m0_w0_placement, $12 :m0_w0_position, $13 :m0_w0_addedAt
WITH "m0_bumped" AS (
  UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $1
  WHERE "roomId" = $2 AND "version" = $3 AND "endedAt" IS NULL
  RETURNING "version"),
"m0_w0" AS (
  INSERT INTO "queue_items" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt")
  SELECT $2, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13 FROM "m0_bumped"
  RETURNING "queueItemId"),
"m0" AS (
  SELECT b."version", (SELECT "queueItemId" FROM "m0_w0") AS "inserted0" FROM "m0_bumped" b)
SELECT 0 AS "member", row_to_json(r) AS "row" FROM "m0" r;

-- A skip from memory (PLAY_NEXT, a queue of two), alone in its write group
-- $1 :m0_at, $2 :m0_roomId, $3 :m0_expected, $4 :m0_w0_endedAt, $5 :m0_w0_endedBy, $6 :m0_w0_skipped, $7 :m0_w0_playedSeconds, $8 :m0_w0_countsAsTurn, $9 :m0_w1_ids, $10 :m0_w2_ids, $11 :m0_w2_positions, $12 :m0_w3_videoId, $13 :m0_w3_title, $14 :m0_w3_thumbnail, $15 :m0_w3_duration, $16 :m0_w3_addedBy, $17 :m0_w3_addedById, $18 :m0_w3_singer, $19 :m0_w3_startedAt, $20 :m0_w3_isRickRoll, $21 :m0_w3_playingSince, $22 :m0_w3_playedMs, $23 :m0_w3_letFinish, $24 :m0_w4_videoId, $25 :m0_w4_title, $26 :m0_w4_duration, $27 :m0_w4_addedById, $28 :m0_w4_singer, $29 :m0_w4_isRickRoll, $30 :m0_w4_playedAt
WITH "m0_bumped" AS (
  UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $1
  WHERE "roomId" = $2 AND "version" = $3 AND "endedAt" IS NULL
  RETURNING "version"),
"m0_w0" AS (
  UPDATE "played_songs"
  SET "endedAt" = $4, "endedBy" = $5, "skipped" = $6, "playedSeconds" = $7,
  "countsAsTurn" = $8 AND NOT "isRickRoll"
  WHERE "roomId" = $2 AND "endedAt" IS NULL AND EXISTS (SELECT 1 FROM "m0_bumped")),
"m0_w1" AS (
  DELETE FROM "queue_items" WHERE "roomId" = $2 AND "queueItemId" = ANY($9::int[]) AND EXISTS (SELECT 1 FROM "m0_bumped")),
"m0_w2" AS (
  UPDATE "queue_items" q SET "position" = m."position"
  FROM unnest($10::int[], $11::int[]) AS m("queueItemId", "position")
  WHERE q."queueItemId" = m."queueItemId" AND q."roomId" = $2 AND EXISTS (SELECT 1 FROM "m0_bumped")),
"m0_w3" AS (
  INSERT INTO "currently_playing"
  ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "progress", "isRickRoll",
  "playingSince", "playedMs", "letFinish")
  SELECT $2, $12, $13, $14, $15, $16, $17, $18, $19, 0, $20,
  $21::timestamptz, $22, $23 FROM "m0_bumped"
  ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
  "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById", "singer" = EXCLUDED."singer",
  "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = EXCLUDED."isRickRoll",
  "playingSince" = EXCLUDED."playingSince", "playedMs" = EXCLUDED."playedMs", "letFinish" = EXCLUDED."letFinish"),
"m0_w4" AS (
  INSERT INTO "played_songs" ("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt")
  SELECT $2, $24, $25, $26, $27, $28, $29, $30 FROM "m0_bumped"),
"m0" AS (
  SELECT b."version" FROM "m0_bumped" b)
SELECT 0 AS "member", row_to_json(r) AS "row" FROM "m0" r;

-- Both in one write group (RoomWriteGroups): two rooms, one statement
-- $1 :m0_at, $2 :m0_roomId, $3 :m0_expected, $4 :m0_w0_videoId, $5 :m0_w0_title, $6 :m0_w0_thumbnail, $7 :m0_w0_duration, $8 :m0_w0_addedBy, $9 :m0_w0_addedById, $10 :m0_w0_singer, $11 :m0_w0_placement, $12 :m0_w0_position, $13 :m0_w0_addedAt, $14 :m1_at, $15 :m1_roomId, $16 :m1_expected, $17 :m1_w0_endedAt, $18 :m1_w0_endedBy, $19 :m1_w0_skipped, $20 :m1_w0_playedSeconds, $21 :m1_w0_countsAsTurn, $22 :m1_w1_ids, $23 :m1_w2_ids, $24 :m1_w2_positions, $25 :m1_w3_videoId, $26 :m1_w3_title, $27 :m1_w3_thumbnail, $28 :m1_w3_duration, $29 :m1_w3_addedBy, $30 :m1_w3_addedById, $31 :m1_w3_singer, $32 :m1_w3_startedAt, $33 :m1_w3_isRickRoll, $34 :m1_w3_playingSince, $35 :m1_w3_playedMs, $36 :m1_w3_letFinish, $37 :m1_w4_videoId, $38 :m1_w4_title, $39 :m1_w4_duration, $40 :m1_w4_addedById, $41 :m1_w4_singer, $42 :m1_w4_isRickRoll, $43 :m1_w4_playedAt
WITH "m0_bumped" AS (
  UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $1
  WHERE "roomId" = $2 AND "version" = $3 AND "endedAt" IS NULL
  RETURNING "version"),
"m0_w0" AS (
  INSERT INTO "queue_items" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt")
  SELECT $2, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13 FROM "m0_bumped"
  RETURNING "queueItemId"),
"m0" AS (
  SELECT b."version", (SELECT "queueItemId" FROM "m0_w0") AS "inserted0" FROM "m0_bumped" b),
"m1_bumped" AS (
  UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $14
  WHERE "roomId" = $15 AND "version" = $16 AND "endedAt" IS NULL
  RETURNING "version"),
"m1_w0" AS (
  UPDATE "played_songs"
  SET "endedAt" = $17, "endedBy" = $18, "skipped" = $19, "playedSeconds" = $20,
  "countsAsTurn" = $21 AND NOT "isRickRoll"
  WHERE "roomId" = $15 AND "endedAt" IS NULL AND EXISTS (SELECT 1 FROM "m1_bumped")),
"m1_w1" AS (
  DELETE FROM "queue_items" WHERE "roomId" = $15 AND "queueItemId" = ANY($22::int[]) AND EXISTS (SELECT 1 FROM "m1_bumped")),
"m1_w2" AS (
  UPDATE "queue_items" q SET "position" = m."position"
  FROM unnest($23::int[], $24::int[]) AS m("queueItemId", "position")
  WHERE q."queueItemId" = m."queueItemId" AND q."roomId" = $15 AND EXISTS (SELECT 1 FROM "m1_bumped")),
"m1_w3" AS (
  INSERT INTO "currently_playing"
  ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "progress", "isRickRoll",
  "playingSince", "playedMs", "letFinish")
  SELECT $15, $25, $26, $27, $28, $29, $30, $31, $32, 0, $33,
  $34::timestamptz, $35, $36 FROM "m1_bumped"
  ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
  "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById", "singer" = EXCLUDED."singer",
  "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = EXCLUDED."isRickRoll",
  "playingSince" = EXCLUDED."playingSince", "playedMs" = EXCLUDED."playedMs", "letFinish" = EXCLUDED."letFinish"),
"m1_w4" AS (
  INSERT INTO "played_songs" ("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt")
  SELECT $15, $37, $38, $39, $40, $41, $42, $43 FROM "m1_bumped"),
"m1" AS (
  SELECT b."version" FROM "m1_bumped" b)
SELECT 0 AS "member", row_to_json(r) AS "row" FROM "m0" r
UNION ALL SELECT 1 AS "member", row_to_json(r) AS "row" FROM "m1" r;
