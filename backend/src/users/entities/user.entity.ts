import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { UserRole } from '../../common/auth/session-user.js';
// A type only: the relation names its target by entity name, so this file loads without rooms'
// (room.entity.ts imports this one for its owner).
import type { Room } from '../../rooms/entities/room.entity.js';

export type { UserRole } from '../../common/auth/session-user.js';

/**
 * Everyone who acts in the product: hosts, registered users, admins and guests. Guests get a row
 * too (isGuest, no password), so one id space covers everyone:
 * docs/architecture.md "One id space for people". Usernames are unique case-insensitively
 * (expression index kept by the migration).
 */
@Entity('users')
@Index('UQ_users_username_lower', { synchronize: false })
// Trigram indexes for the admin search, kept by their migration.
@Index('IDX_users_username_trgm', { synchronize: false })
@Index('IDX_users_displayName_trgm', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn()
  userId: number;

  @Column({ type: 'varchar', length: 60 })
  username: string;

  @Column({ type: 'varchar', length: 50 })
  displayName: string;

  /** argon2id hash; null for guests. Never serialised into an answer. */
  @Column({ type: 'text', nullable: true, select: false })
  password: string | null;

  /** The room this person is in now (one at a time). */
  @Index('IDX_users_roomId')
  @Column({ type: 'text', nullable: true })
  roomId: string | null;

  @ManyToOne('Room', { onDelete: 'SET NULL', nullable: true, createForeignKeyConstraints: true })
  @JoinColumn({ name: 'roomId', foreignKeyConstraintName: 'FK_users_roomId' })
  room?: Relation<Room> | null;

  /**
   * Kept because docs/product.md §3 lists it among the users table's fields; nothing writes or reads it (it
   * stays false): who owns a room is rooms.ownerId, and RoomUserDto.isOwner is computed from that.
   */
  @Column({ type: 'boolean', default: false })
  isOwner: boolean;

  @Column({ type: 'boolean', default: false })
  isGuest: boolean;

  /** A singer without a phone, added by the host by name: a guest who never signs in (docs/product.md "Singers without a phone"). */
  @Column({ type: 'boolean', default: false })
  noPhone: boolean;

  @Index('IDX_users_role')
  @Column({ type: 'varchar', length: 16, default: 'user' })
  role: UserRole;

  @Index('IDX_users_subscriptionTier')
  @Column({ type: 'integer', default: 1 })
  subscriptionTier: number;

  @Index('IDX_users_lastActive')
  @Column({ type: 'timestamptz', nullable: true })
  lastActive: Date | null;

  @Index('IDX_users_createdAt')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  roomCreationBlackedOutUntil: Date | null;
}
