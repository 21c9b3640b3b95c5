import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Room } from '../../rooms/entities/room.entity.js';
import { User } from './user.entity.js';

/** A guest's stay in a room; points at the guest's users row (docs/architecture.md "One id space for people"). */
@Entity('guest_users')
export class GuestUser {
  @PrimaryGeneratedColumn()
  guestUserId: number;

  @Index('UQ_guest_users_userId', { unique: true })
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_guest_users_userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 50 })
  displayName: string;

  @Index('IDX_guest_users_roomId')
  @Column({ type: 'text' })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId', foreignKeyConstraintName: 'FK_guest_users_roomId' })
  room?: Relation<Room>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  joinedAt: Date;

  /** The browser the guest joined from (a hash of its device cookie), so a boot can keep it out. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  deviceKey: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastActive: Date;
}
