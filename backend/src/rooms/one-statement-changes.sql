-- The one-statement changes (RoomTransactions.apply from memory) exactly as PostgreSQL receives them:
-- the rooms module's "bumped", then one CTE a kind of row (room-writes.ts) for every change of a write group.
-- Written by src/rooms/one-statement-changes.spec.ts: UPDATE_SQL=1 npm test -- src/rooms/one-statement-changes.spec.ts

-- An add from memory (ADD_SONG at the end of a queue of one), alone in its write group
-- $1 :bump_roomId, $2 :bump_expected, $3 :bump_at, $4 :bump_settings, $5 :queue_insert_roomId, $6 :queue_insert_videoId, $7 :queue_insert_title, $8 :queue_insert_thumbnail, $9 :queue_insert_duration, $10 :queue_insert_addedBy, $11 :queue_insert_addedById, $12 :queue_insert_singer, $13 :queue_insert_placement, $14 :queue_insert_position, $15 :queue_insert_addedAt
WITH "bumped" AS (
  UPDATE "rooms" r SET "version" = r."version" + 1, "lastActivity" = w."at", "settings" = COALESCE(w."settings", r."settings")
  FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::jsonb[]) AS w("roomId", "expected", "at", "settings")
  WHERE r."roomId" = w."roomId" AND r."version" = w."expected" AND r."endedAt" IS NULL
  RETURNING r."roomId", r."version"),
"queue_insert" AS (
  INSERT INTO "queue_items"
  ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt")
  SELECT w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."placement", w."position",
  w."addedAt"
  FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::text[], $13::text[], $14::int[], $15::timestamptz[]) AS w("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")
  RETURNING "roomId", "position", "queueItemId")
SELECT "roomId", "version", NULL::int AS "position", NULL::int AS "queueItemId" FROM "bumped"
UNION ALL SELECT "roomId", NULL, "position", "queueItemId" FROM "queue_insert";

-- A skip from memory (PLAY_NEXT, a queue of two), alone in its write group
-- $1 :bump_roomId, $2 :bump_expected, $3 :bump_at, $4 :bump_settings, $5 :queue_delete_roomId, $6 :queue_delete_queueItemId, $7 :queue_positions_roomId, $8 :queue_positions_queueItemId, $9 :queue_positions_position, $10 :stage_set_roomId, $11 :stage_set_videoId, $12 :stage_set_title, $13 :stage_set_thumbnail, $14 :stage_set_duration, $15 :stage_set_addedBy, $16 :stage_set_addedById, $17 :stage_set_singer, $18 :stage_set_startedAt, $19 :stage_set_isRickRoll, $20 :stage_set_playingSince, $21 :stage_set_playedMs, $22 :stage_set_letFinish, $23 :played_insert_roomId, $24 :played_insert_videoId, $25 :played_insert_title, $26 :played_insert_duration, $27 :played_insert_addedById, $28 :played_insert_singer, $29 :played_insert_isRickRoll, $30 :played_insert_playedAt, $31 :played_end_roomId, $32 :played_end_endedAt, $33 :played_end_endedBy, $34 :played_end_skipped, $35 :played_end_playedSeconds, $36 :played_end_countsAsTurn
WITH "bumped" AS (
  UPDATE "rooms" r SET "version" = r."version" + 1, "lastActivity" = w."at", "settings" = COALESCE(w."settings", r."settings")
  FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::jsonb[]) AS w("roomId", "expected", "at", "settings")
  WHERE r."roomId" = w."roomId" AND r."version" = w."expected" AND r."endedAt" IS NULL
  RETURNING r."roomId", r."version"),
"queue_delete" AS (
  DELETE FROM "queue_items" q USING unnest($5::text[], $6::int[]) AS w("roomId", "queueItemId") WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND w."roomId" IN (SELECT "roomId" FROM "bumped")),
"queue_positions" AS (
  UPDATE "queue_items" q SET "position" = w."position"
  FROM unnest($7::text[], $8::int[], $9::int[]) AS w("roomId", "queueItemId", "position") WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND w."roomId" IN (SELECT "roomId" FROM "bumped")),
"stage_set" AS (
  INSERT INTO "currently_playing"
  ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "progress", "isRickRoll",
  "playingSince", "playedMs", "letFinish")
  SELECT w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."startedAt", 0, w."isRickRoll",
  w."playingSince", w."playedMs", w."letFinish"
  FROM unnest($10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::int[], $17::text[], $18::timestamptz[], $19::bool[], $20::timestamptz[], $21::int[], $22::bool[]) AS w("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "isRickRoll", "playingSince", "playedMs", "letFinish") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")
  ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
  "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById", "singer" = EXCLUDED."singer",
  "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = EXCLUDED."isRickRoll",
  "playingSince" = EXCLUDED."playingSince", "playedMs" = EXCLUDED."playedMs", "letFinish" = EXCLUDED."letFinish"),
"played_insert" AS (
  INSERT INTO "played_songs" ("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt")
  SELECT w."roomId", w."videoId", w."title", w."duration", w."addedById", w."singer", w."isRickRoll", w."playedAt" FROM unnest($23::text[], $24::text[], $25::text[], $26::text[], $27::int[], $28::text[], $29::bool[], $30::timestamptz[]) AS w("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")),
"played_end" AS (
  UPDATE "played_songs" p
  SET "endedAt" = w."endedAt", "endedBy" = w."endedBy", "skipped" = w."skipped", "playedSeconds" = w."playedSeconds",
  "countsAsTurn" = w."countsAsTurn" AND NOT p."isRickRoll"
  FROM unnest($31::text[], $32::timestamptz[], $33::text[], $34::bool[], $35::int[], $36::bool[]) AS w("roomId", "endedAt", "endedBy", "skipped", "playedSeconds", "countsAsTurn") WHERE p."roomId" = w."roomId" AND p."endedAt" IS NULL AND w."roomId" IN (SELECT "roomId" FROM "bumped"))
SELECT "roomId", "version", NULL::int AS "position", NULL::int AS "queueItemId" FROM "bumped";

-- Both in one write group (RoomWriteGroups): two rooms, one statement
-- $1 :bump_roomId, $2 :bump_expected, $3 :bump_at, $4 :bump_settings, $5 :queue_insert_roomId, $6 :queue_insert_videoId, $7 :queue_insert_title, $8 :queue_insert_thumbnail, $9 :queue_insert_duration, $10 :queue_insert_addedBy, $11 :queue_insert_addedById, $12 :queue_insert_singer, $13 :queue_insert_placement, $14 :queue_insert_position, $15 :queue_insert_addedAt, $16 :queue_delete_roomId, $17 :queue_delete_queueItemId, $18 :queue_positions_roomId, $19 :queue_positions_queueItemId, $20 :queue_positions_position, $21 :stage_set_roomId, $22 :stage_set_videoId, $23 :stage_set_title, $24 :stage_set_thumbnail, $25 :stage_set_duration, $26 :stage_set_addedBy, $27 :stage_set_addedById, $28 :stage_set_singer, $29 :stage_set_startedAt, $30 :stage_set_isRickRoll, $31 :stage_set_playingSince, $32 :stage_set_playedMs, $33 :stage_set_letFinish, $34 :played_insert_roomId, $35 :played_insert_videoId, $36 :played_insert_title, $37 :played_insert_duration, $38 :played_insert_addedById, $39 :played_insert_singer, $40 :played_insert_isRickRoll, $41 :played_insert_playedAt, $42 :played_end_roomId, $43 :played_end_endedAt, $44 :played_end_endedBy, $45 :played_end_skipped, $46 :played_end_playedSeconds, $47 :played_end_countsAsTurn
WITH "bumped" AS (
  UPDATE "rooms" r SET "version" = r."version" + 1, "lastActivity" = w."at", "settings" = COALESCE(w."settings", r."settings")
  FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::jsonb[]) AS w("roomId", "expected", "at", "settings")
  WHERE r."roomId" = w."roomId" AND r."version" = w."expected" AND r."endedAt" IS NULL
  RETURNING r."roomId", r."version"),
"queue_insert" AS (
  INSERT INTO "queue_items"
  ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt")
  SELECT w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."placement", w."position",
  w."addedAt"
  FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::text[], $13::text[], $14::int[], $15::timestamptz[]) AS w("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")
  RETURNING "roomId", "position", "queueItemId"),
"queue_delete" AS (
  DELETE FROM "queue_items" q USING unnest($16::text[], $17::int[]) AS w("roomId", "queueItemId") WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND w."roomId" IN (SELECT "roomId" FROM "bumped")),
"queue_positions" AS (
  UPDATE "queue_items" q SET "position" = w."position"
  FROM unnest($18::text[], $19::int[], $20::int[]) AS w("roomId", "queueItemId", "position") WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND w."roomId" IN (SELECT "roomId" FROM "bumped")),
"stage_set" AS (
  INSERT INTO "currently_playing"
  ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "progress", "isRickRoll",
  "playingSince", "playedMs", "letFinish")
  SELECT w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."startedAt", 0, w."isRickRoll",
  w."playingSince", w."playedMs", w."letFinish"
  FROM unnest($21::text[], $22::text[], $23::text[], $24::text[], $25::text[], $26::text[], $27::int[], $28::text[], $29::timestamptz[], $30::bool[], $31::timestamptz[], $32::int[], $33::bool[]) AS w("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "isRickRoll", "playingSince", "playedMs", "letFinish") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")
  ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
  "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById", "singer" = EXCLUDED."singer",
  "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = EXCLUDED."isRickRoll",
  "playingSince" = EXCLUDED."playingSince", "playedMs" = EXCLUDED."playedMs", "letFinish" = EXCLUDED."letFinish"),
"played_insert" AS (
  INSERT INTO "played_songs" ("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt")
  SELECT w."roomId", w."videoId", w."title", w."duration", w."addedById", w."singer", w."isRickRoll", w."playedAt" FROM unnest($34::text[], $35::text[], $36::text[], $37::text[], $38::int[], $39::text[], $40::bool[], $41::timestamptz[]) AS w("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")),
"played_end" AS (
  UPDATE "played_songs" p
  SET "endedAt" = w."endedAt", "endedBy" = w."endedBy", "skipped" = w."skipped", "playedSeconds" = w."playedSeconds",
  "countsAsTurn" = w."countsAsTurn" AND NOT p."isRickRoll"
  FROM unnest($42::text[], $43::timestamptz[], $44::text[], $45::bool[], $46::int[], $47::bool[]) AS w("roomId", "endedAt", "endedBy", "skipped", "playedSeconds", "countsAsTurn") WHERE p."roomId" = w."roomId" AND p."endedAt" IS NULL AND w."roomId" IN (SELECT "roomId" FROM "bumped"))
SELECT "roomId", "version", NULL::int AS "position", NULL::int AS "queueItemId" FROM "bumped"
UNION ALL SELECT "roomId", NULL, "position", "queueItemId" FROM "queue_insert";
