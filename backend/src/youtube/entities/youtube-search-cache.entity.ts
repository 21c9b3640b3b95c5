import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Search answers keyed by the normalised query; fresh for 24 hours, shared by every room. */
@Entity('youtube_search_cache')
export class YoutubeSearchCache {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_youtube_search_cache_query', { unique: true })
  @Column({ type: 'text' })
  query: string;

  @Column({ type: 'jsonb' })
  results: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Index('IDX_youtube_search_cache_expiresAt')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
