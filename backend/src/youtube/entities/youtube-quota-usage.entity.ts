import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Quota used per quota day (the day of America/Los_Angeles, when YouTube resets quota). */
@Entity('youtube_quota_usage')
export class YoutubeQuotaUsage {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_youtube_quota_usage_date', { unique: true })
  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'integer', default: 0 })
  totalQuotaUsed: number;

  @Column({ type: 'integer', default: 10000 })
  dailyLimit: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
