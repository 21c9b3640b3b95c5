import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One row per request made to the YouTube Data API, for the quota tracker. */
@Entity('youtube_api_calls')
export class YoutubeApiCall {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  endpoint: string;

  @Column({ type: 'integer' })
  quotaCost: number;

  @Index('IDX_youtube_api_calls_timestamp')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  timestamp: Date;

  @Column({ type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'text', nullable: true })
  errorMessage: string | null;
}
