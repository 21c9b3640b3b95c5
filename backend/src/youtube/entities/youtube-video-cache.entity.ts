import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Metadata of every video the app has seen; the last-resort search source when no quota remains. */
@Entity('youtube_video_cache')
// Full-text index on title and channel, kept by its migration (an expression index TypeORM cannot describe).
@Index('IDX_youtube_video_cache_search', { synchronize: false })
export class YoutubeVideoCache {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_youtube_video_cache_videoId', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  videoId: string;

  @Column({ type: 'jsonb' })
  videoData: unknown;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Index('IDX_youtube_video_cache_expiresAt')
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'boolean', default: false })
  isPermanent: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastVerified: Date | null;
}
