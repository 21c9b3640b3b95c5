import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Session } from '../../auth/entities/session.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A browser's Web Push subscription, held with the session that made it: when the session ends
 * (logout, boot, kick, expiry) no push reaches it, and its deletion takes the row along. One row
 * per endpoint: a browser that subscribes again under another session moves its row there.
 */
@Entity('push_subscriptions')
export class PushSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_push_subscriptions_endpoint', { unique: true })
  @Column({ type: 'varchar', length: 1000 })
  endpoint: string;

  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  @Column({ type: 'varchar', length: 40 })
  auth: string;

  @Index('IDX_push_subscriptions_userId')
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_push_subscriptions_userId' })
  user?: Relation<User>;

  @Index('IDX_push_subscriptions_sessionId')
  @Column({ type: 'uuid' })
  sessionId: string;

  @ManyToOne(() => Session, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sessionId', foreignKeyConstraintName: 'FK_push_subscriptions_sessionId' })
  session?: Relation<Session>;

  /** The party app's language when this browser subscribed; null: the room's (docs/product.md "Languages"). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  language: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
