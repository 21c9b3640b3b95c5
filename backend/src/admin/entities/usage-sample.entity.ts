import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many people were online at a minute (sampled by a job); peak concurrency reads these. */
@Entity('usage_samples')
export class UsageSample {
  @PrimaryColumn({ type: 'timestamptz' })
  sampledAt: Date;

  @Column({ type: 'integer' })
  concurrentUsers: number;
}
