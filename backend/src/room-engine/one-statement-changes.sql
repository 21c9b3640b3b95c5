-- The one-statement changes (RoomTransactions.apply from memory) exactly as PostgreSQL receives them:
-- the rooms module's "bumped", then one CTE a kind of row (room-writes.ts) for every change of a write group.
-- Written by src/room-engine/one-statement-changes.spec.ts: UPDATE_SQL=1 npm test -- src/room-engine/one-statement-changes.spec.ts

-- An add from memory (ADD_SONG at the end of a queue of one), alone in its write group
-- $1 :bump_roomId, $2 :bump_expected, $3 :bump_at, $4 :bump_settings, $5 :bump_endReason, $6 :queue_insert_roomId, $7 :queue_insert_videoId, $8 :queue_insert_title, $9 :queue_insert_thumbnail, $10 :queue_insert_duration, $11 :queue_insert_addedBy, $12 :queue_insert_addedById, $13 :queue_insert_singer, $14 :queue_insert_placement, $15 :queue_insert_position, $16 :queue_insert_addedAt
WITH "bumped" AS (
  UPDATE "rooms" r SET "version" = r."version" + 1, "lastActivity" = w."at", "settings" = COALESCE(w."settings", r."settings"),
  "endedAt" = CASE WHEN w."endReason" IS NULL THEN r."endedAt" ELSE w."at" END, "endReason" = COALESCE(w."endReason", r."endReason")
  FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::jsonb[], $5::text[]) AS w("roomId", "expected", "at", "settings", "endReason")
  WHERE r."roomId" = w."roomId" AND r."version" = w."expected" AND r."endedAt" IS NULL
  RETURNING r."roomId", r."version"),
"queue_insert" AS (
  INSERT INTO "queue_items"
  ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt")
  SELECT w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."placement", w."position",
  w."addedAt"
  FROM unnest($6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::int[], $13::text[], $14::text[], $15::int[], $16::timestamptz[]) AS w("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")
  RETURNING "roomId", "position", "queueItemId")
SELECT "roomId", "version", NULL::int AS "position", NULL::int AS "queueItemId", NULL::int AS "userId" FROM "bumped"
UNION ALL SELECT "roomId", NULL, "position", "queueItemId", NULL FROM "queue_insert";

-- A skip from memory (PLAY_NEXT, a queue of two), alone in its write group
-- $1 :bump_roomId, $2 :bump_expected, $3 :bump_at, $4 :bump_settings, $5 :bump_endReason, $6 :queue_delete_roomId, $7 :queue_delete_queueItemId, $8 :queue_positions_roomId, $9 :queue_positions_queueItemId, $10 :queue_positions_position, $11 :playing_set_roomId, $12 :playing_set_videoId, $13 :playing_set_title, $14 :playing_set_thumbnail, $15 :playing_set_duration, $16 :playing_set_addedBy, $17 :playing_set_addedById, $18 :playing_set_singer, $19 :playing_set_startedAt, $20 :playing_set_isRickRoll, $21 :playing_set_playingSince, $22 :playing_set_playedMs, $23 :playing_set_letFinish, $24 :playing_set_partners, $25 :played_insert_roomId, $26 :played_insert_videoId, $27 :played_insert_title, $28 :played_insert_duration, $29 :played_insert_addedById, $30 :played_insert_singer, $31 :played_insert_isRickRoll, $32 :played_insert_playedAt, $33 :played_insert_partners, $34 :played_end_roomId, $35 :played_end_endedAt, $36 :played_end_endedBy, $37 :played_end_skipped, $38 :played_end_playedSeconds, $39 :played_end_countsAsTurn
WITH "bumped" AS (
  UPDATE "rooms" r SET "version" = r."version" + 1, "lastActivity" = w."at", "settings" = COALESCE(w."settings", r."settings"),
  "endedAt" = CASE WHEN w."endReason" IS NULL THEN r."endedAt" ELSE w."at" END, "endReason" = COALESCE(w."endReason", r."endReason")
  FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::jsonb[], $5::text[]) AS w("roomId", "expected", "at", "settings", "endReason")
  WHERE r."roomId" = w."roomId" AND r."version" = w."expected" AND r."endedAt" IS NULL
  RETURNING r."roomId", r."version"),
"queue_delete" AS (
  DELETE FROM "queue_items" q USING unnest($6::text[], $7::int[]) AS w("roomId", "queueItemId") WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND w."roomId" IN (SELECT "roomId" FROM "bumped")),
"queue_positions" AS (
  UPDATE "queue_items" q SET "position" = w."position"
  FROM unnest($8::text[], $9::int[], $10::int[]) AS w("roomId", "queueItemId", "position") WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND w."roomId" IN (SELECT "roomId" FROM "bumped")),
"playing_set" AS (
  INSERT INTO "currently_playing"
  ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "progress", "isRickRoll",
  "playingSince", "playedMs", "letFinish", "partners")
  SELECT w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."startedAt", 0, w."isRickRoll",
  w."playingSince", w."playedMs", w."letFinish", w."partners"
  FROM unnest($11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::int[], $18::text[], $19::timestamptz[], $20::bool[], $21::timestamptz[], $22::int[], $23::bool[], $24::jsonb[]) AS w("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "isRickRoll", "playingSince", "playedMs", "letFinish", "partners") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")
  ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
  "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById", "singer" = EXCLUDED."singer",
  "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = EXCLUDED."isRickRoll",
  "playingSince" = EXCLUDED."playingSince", "playedMs" = EXCLUDED."playedMs", "letFinish" = EXCLUDED."letFinish",
  "partners" = EXCLUDED."partners"),
"played_insert" AS (
  INSERT INTO "played_songs" ("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt", "partners")
  SELECT w."roomId", w."videoId", w."title", w."duration", w."addedById", w."singer", w."isRickRoll", w."playedAt", w."partners"
  FROM unnest($25::text[], $26::text[], $27::text[], $28::text[], $29::int[], $30::text[], $31::bool[], $32::timestamptz[], $33::jsonb[]) AS w("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt", "partners") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")),
"played_end" AS (
  UPDATE "played_songs" p
  SET "endedAt" = w."endedAt", "endedBy" = w."endedBy", "skipped" = w."skipped", "playedSeconds" = w."playedSeconds",
  "countsAsTurn" = w."countsAsTurn" AND NOT p."isRickRoll"
  FROM unnest($34::text[], $35::timestamptz[], $36::text[], $37::bool[], $38::int[], $39::bool[]) AS w("roomId", "endedAt", "endedBy", "skipped", "playedSeconds", "countsAsTurn") WHERE p."roomId" = w."roomId" AND p."endedAt" IS NULL AND w."roomId" IN (SELECT "roomId" FROM "bumped"))
SELECT "roomId", "version", NULL::int AS "position", NULL::int AS "queueItemId", NULL::int AS "userId" FROM "bumped";

-- Both in one write group (RoomWriteGroups): two rooms, one statement
-- $1 :bump_roomId, $2 :bump_expected, $3 :bump_at, $4 :bump_settings, $5 :bump_endReason, $6 :queue_insert_roomId, $7 :queue_insert_videoId, $8 :queue_insert_title, $9 :queue_insert_thumbnail, $10 :queue_insert_duration, $11 :queue_insert_addedBy, $12 :queue_insert_addedById, $13 :queue_insert_singer, $14 :queue_insert_placement, $15 :queue_insert_position, $16 :queue_insert_addedAt, $17 :queue_delete_roomId, $18 :queue_delete_queueItemId, $19 :queue_positions_roomId, $20 :queue_positions_queueItemId, $21 :queue_positions_position, $22 :playing_set_roomId, $23 :playing_set_videoId, $24 :playing_set_title, $25 :playing_set_thumbnail, $26 :playing_set_duration, $27 :playing_set_addedBy, $28 :playing_set_addedById, $29 :playing_set_singer, $30 :playing_set_startedAt, $31 :playing_set_isRickRoll, $32 :playing_set_playingSince, $33 :playing_set_playedMs, $34 :playing_set_letFinish, $35 :playing_set_partners, $36 :played_insert_roomId, $37 :played_insert_videoId, $38 :played_insert_title, $39 :played_insert_duration, $40 :played_insert_addedById, $41 :played_insert_singer, $42 :played_insert_isRickRoll, $43 :played_insert_playedAt, $44 :played_insert_partners, $45 :played_end_roomId, $46 :played_end_endedAt, $47 :played_end_endedBy, $48 :played_end_skipped, $49 :played_end_playedSeconds, $50 :played_end_countsAsTurn
WITH "bumped" AS (
  UPDATE "rooms" r SET "version" = r."version" + 1, "lastActivity" = w."at", "settings" = COALESCE(w."settings", r."settings"),
  "endedAt" = CASE WHEN w."endReason" IS NULL THEN r."endedAt" ELSE w."at" END, "endReason" = COALESCE(w."endReason", r."endReason")
  FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::jsonb[], $5::text[]) AS w("roomId", "expected", "at", "settings", "endReason")
  WHERE r."roomId" = w."roomId" AND r."version" = w."expected" AND r."endedAt" IS NULL
  RETURNING r."roomId", r."version"),
"queue_insert" AS (
  INSERT INTO "queue_items"
  ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt")
  SELECT w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."placement", w."position",
  w."addedAt"
  FROM unnest($6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::int[], $13::text[], $14::text[], $15::int[], $16::timestamptz[]) AS w("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")
  RETURNING "roomId", "position", "queueItemId"),
"queue_delete" AS (
  DELETE FROM "queue_items" q USING unnest($17::text[], $18::int[]) AS w("roomId", "queueItemId") WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND w."roomId" IN (SELECT "roomId" FROM "bumped")),
"queue_positions" AS (
  UPDATE "queue_items" q SET "position" = w."position"
  FROM unnest($19::text[], $20::int[], $21::int[]) AS w("roomId", "queueItemId", "position") WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND w."roomId" IN (SELECT "roomId" FROM "bumped")),
"playing_set" AS (
  INSERT INTO "currently_playing"
  ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "progress", "isRickRoll",
  "playingSince", "playedMs", "letFinish", "partners")
  SELECT w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."startedAt", 0, w."isRickRoll",
  w."playingSince", w."playedMs", w."letFinish", w."partners"
  FROM unnest($22::text[], $23::text[], $24::text[], $25::text[], $26::text[], $27::text[], $28::int[], $29::text[], $30::timestamptz[], $31::bool[], $32::timestamptz[], $33::int[], $34::bool[], $35::jsonb[]) AS w("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "isRickRoll", "playingSince", "playedMs", "letFinish", "partners") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")
  ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
  "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById", "singer" = EXCLUDED."singer",
  "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = EXCLUDED."isRickRoll",
  "playingSince" = EXCLUDED."playingSince", "playedMs" = EXCLUDED."playedMs", "letFinish" = EXCLUDED."letFinish",
  "partners" = EXCLUDED."partners"),
"played_insert" AS (
  INSERT INTO "played_songs" ("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt", "partners")
  SELECT w."roomId", w."videoId", w."title", w."duration", w."addedById", w."singer", w."isRickRoll", w."playedAt", w."partners"
  FROM unnest($36::text[], $37::text[], $38::text[], $39::text[], $40::int[], $41::text[], $42::bool[], $43::timestamptz[], $44::jsonb[]) AS w("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt", "partners") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")),
"played_end" AS (
  UPDATE "played_songs" p
  SET "endedAt" = w."endedAt", "endedBy" = w."endedBy", "skipped" = w."skipped", "playedSeconds" = w."playedSeconds",
  "countsAsTurn" = w."countsAsTurn" AND NOT p."isRickRoll"
  FROM unnest($45::text[], $46::timestamptz[], $47::text[], $48::bool[], $49::int[], $50::bool[]) AS w("roomId", "endedAt", "endedBy", "skipped", "playedSeconds", "countsAsTurn") WHERE p."roomId" = w."roomId" AND p."endedAt" IS NULL AND w."roomId" IN (SELECT "roomId" FROM "bumped"))
SELECT "roomId", "version", NULL::int AS "position", NULL::int AS "queueItemId", NULL::int AS "userId" FROM "bumped"
UNION ALL SELECT "roomId", NULL, "position", "queueItemId", NULL FROM "queue_insert";

-- A guest joins by code (GUEST_JOIN) from a browser that was guest 30 elsewhere, under the room lock
-- $1 :bump_roomId, $2 :bump_expected, $3 :bump_at, $4 :bump_settings, $5 :bump_endReason, $6 :people_leave_roomId, $7 :people_leave_userId, $8 :people_guest_roomId, $9 :people_guest_username, $10 :people_guest_displayName, $11 :people_guest_deviceKey, $12 :people_guest_at
WITH "bumped" AS (
  UPDATE "rooms" r SET "version" = r."version" + 1, "lastActivity" = w."at", "settings" = COALESCE(w."settings", r."settings"),
  "endedAt" = CASE WHEN w."endReason" IS NULL THEN r."endedAt" ELSE w."at" END, "endReason" = COALESCE(w."endReason", r."endReason")
  FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::jsonb[], $5::text[]) AS w("roomId", "expected", "at", "settings", "endReason")
  WHERE r."roomId" = w."roomId" AND r."version" = w."expected" AND r."endedAt" IS NULL
  RETURNING r."roomId", r."version"),
"people_leave" AS (
  UPDATE "users" u SET "roomId" = NULL FROM unnest($6::text[], $7::int[]) AS w("roomId", "userId") WHERE u."userId" = w."userId" AND w."roomId" IN (SELECT "roomId" FROM "bumped")),
"people_guest" AS (
  INSERT INTO "users" ("username", "displayName", "password", "isGuest", "role", "subscriptionTier", "roomId", "lastActive", "createdAt")
  SELECT w."username", w."displayName", NULL, true, 'user', 1, w."roomId", w."at", w."at" FROM unnest($8::text[], $9::text[], $10::text[], $11::text[], $12::timestamptz[]) AS w("roomId", "username", "displayName", "deviceKey", "at") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped")
  RETURNING "userId", "username", "roomId"),
"people_guest_then" AS (
  INSERT INTO "guest_users" ("userId", "displayName", "roomId", "joinedAt", "lastActive", "deviceKey")
  SELECT g."userId", w."displayName", w."roomId", w."at", w."at", w."deviceKey" FROM "people_guest" g JOIN unnest($8::text[], $9::text[], $10::text[], $11::text[], $12::timestamptz[]) AS w("roomId", "username", "displayName", "deviceKey", "at") ON w."username" = g."username")
SELECT "roomId", "version", NULL::int AS "position", NULL::int AS "queueItemId", NULL::int AS "userId" FROM "bumped"
UNION ALL SELECT "roomId", NULL, NULL, NULL, "userId" FROM "people_guest";

-- The host boots a guest (BOOT), under the room lock
-- $1 :bump_roomId, $2 :bump_expected, $3 :bump_at, $4 :bump_settings, $5 :bump_endReason, $6 :people_leave_roomId, $7 :people_leave_userId, $8 :people_boot_roomId, $9 :people_boot_userId, $10 :people_boot_bootedById, $11 :people_boot_displayName, $12 :people_boot_nameKey, $13 :people_boot_deviceKey, $14 :people_boot_at
WITH "bumped" AS (
  UPDATE "rooms" r SET "version" = r."version" + 1, "lastActivity" = w."at", "settings" = COALESCE(w."settings", r."settings"),
  "endedAt" = CASE WHEN w."endReason" IS NULL THEN r."endedAt" ELSE w."at" END, "endReason" = COALESCE(w."endReason", r."endReason")
  FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::jsonb[], $5::text[]) AS w("roomId", "expected", "at", "settings", "endReason")
  WHERE r."roomId" = w."roomId" AND r."version" = w."expected" AND r."endedAt" IS NULL
  RETURNING r."roomId", r."version"),
"people_leave" AS (
  UPDATE "users" u SET "roomId" = NULL FROM unnest($6::text[], $7::int[]) AS w("roomId", "userId") WHERE u."userId" = w."userId" AND w."roomId" IN (SELECT "roomId" FROM "bumped")),
"people_boot" AS (
  INSERT INTO "room_boots" ("roomId", "userId", "bootedById", "displayName", "nameKey", "deviceKey", "bootedAt")
  SELECT w."roomId", w."userId", w."bootedById", w."displayName", w."nameKey", w."deviceKey", w."at" FROM unnest($8::text[], $9::int[], $10::int[], $11::text[], $12::text[], $13::text[], $14::timestamptz[]) AS w("roomId", "userId", "bootedById", "displayName", "nameKey", "deviceKey", "at") WHERE w."roomId" IN (SELECT "roomId" FROM "bumped"))
SELECT "roomId", "version", NULL::int AS "position", NULL::int AS "queueItemId", NULL::int AS "userId" FROM "bumped";
