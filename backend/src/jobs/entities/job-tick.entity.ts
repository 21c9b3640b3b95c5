import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Claims of scheduled ticks: the first instance to insert (job name + tick time) runs that tick,
 * so N instances run each scheduled job once per tick, with or without Redis.
 */
@Entity('job_ticks')
export class JobTick {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  tickId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  claimedAt: Date;
}
