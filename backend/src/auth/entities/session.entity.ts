import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

/**
 * A signed-in browser (user or guest). The cookie carries a random token; only its SHA-256 is
 * stored, so a database leak does not leak sessions. endedAt is set by logout, kick, boot,
 * password reset or expiry; analytics reads session lengths from createdAt..endedAt/lastSeenAt.
 */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_sessions_tokenHash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Index('IDX_sessions_userId')
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_sessions_userId' })
  user?: Relation<User>;

  @Index('IDX_sessions_createdAt')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  @Index('IDX_sessions_expiresAt')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  endReason: string | null;

  /** The browser the session was started in: its kp_device cookie's SHA-256 (common/http/device-cookie.ts). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  deviceKey: string | null;
}
