import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Songs people added or saved carried the picture address their client sent, shown to every
 * member of the room (any text up to 500 characters: a data: image, another site). New rows take
 * the picture from the video id (videoThumbnail in youtube-format.ts); this rewrites the stored
 * ones the same way. A row whose video id is not a YouTube id gets no picture (the apps show
 * their placeholder).
 */
export class SongThumbnailsFromIds1764600000500 implements MigrationInterface {
  name = 'SongThumbnailsFromIds1764600000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    const fromId = (none: string) =>
      `CASE WHEN "videoId" ~ '^[A-Za-z0-9_-]{11}$' THEN 'https://i.ytimg.com/vi/' || "videoId" || '/mqdefault.jpg' ELSE ${none} END`;
    // queue_items.thumbnail is NOT NULL: no picture is the empty string there.
    for (const [table, none] of [
      ['queue_items', `''`],
      ['favorites', 'NULL'],
      ['currently_playing', 'NULL'],
    ]) {
      await queryRunner.query(`UPDATE "${table}" SET "thumbnail" = ${fromId(none)} WHERE "thumbnail" IS DISTINCT FROM ${fromId(none)}`);
    }
  }

  async down(): Promise<void> {
    // The addresses clients sent are not kept: the pictures made from the ids stay.
  }
}
