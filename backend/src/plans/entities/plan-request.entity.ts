import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

export const PLAN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

/**
 * A host's request for a bigger plan (docs/product.md "Plans that fit a party"): one waiting at a
 * time per account, answered by an administrator, kept afterwards so the host reads the answer.
 */
@Entity('plan_requests')
@Index('UQ_plan_requests_pending', ['userId'], { unique: true, where: `"status" = 'pending'` })
export class PlanRequest {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_plan_requests' })
  requestId: number;

  @Index('IDX_plan_requests_userId')
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_plan_requests_userId' })
  user?: Relation<User>;

  /** The plan asked for (2 or 3). */
  @Column({ type: 'int' })
  tier: number;

  /** The plan the account had when it asked. */
  @Column({ type: 'int' })
  fromTier: number;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: PlanRequestStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The administrator who answered (their username: the account may be gone since). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  decidedBy: string | null;

  /** Why it was declined, shown to the host. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;
}
