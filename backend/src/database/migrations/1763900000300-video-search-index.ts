import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The metadata search (when YouTube cannot be asked) is a full-text search over the titles and
 * channels of known videos: a GIN index on the same expression the query uses.
 */
export class VideoSearchIndex1763900000300 implements MigrationInterface {
  name = 'VideoSearchIndex1763900000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_youtube_video_cache_search" ON "youtube_video_cache" USING GIN (to_tsvector('simple', coalesce("videoData"->>'title', '') || ' ' || coalesce("videoData"->>'channel', '')))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_youtube_video_cache_search"`);
  }
}
