import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const FEATURES = ['search', 'song-added', 'skip', 'favorite-added', 'room-created', 'guest-join'] as const;
export type Feature = (typeof FEATURES)[number];

/** One use of a feature, recorded as it happens; the admin analytics count them. */
@Entity('feature_events')
@Index('IDX_feature_events_feature_createdAt', ['feature', 'createdAt'])
export class FeatureEvent {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  feature: Feature;

  /** Who used it (no foreign key: analytics outlive deleted accounts). */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @Index('IDX_feature_events_createdAt')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
