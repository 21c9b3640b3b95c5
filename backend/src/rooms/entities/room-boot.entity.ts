import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { Room } from './room.entity.js';

/**
 * A boot: who was removed from which room, by whom and when. A booted person cannot come back:
 * not as themselves, nor as a new guest under the same name (nameKey) or from the same browser
 * (deviceKey), until the owner lets them back in (the row goes).
 */
@Entity('room_boots')
@Index('IDX_room_boots_roomId_userId', ['roomId', 'userId'])
export class RoomBoot {
  @PrimaryGeneratedColumn()
  bootId: number;

  @Column({ type: 'text' })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId', foreignKeyConstraintName: 'FK_room_boots_roomId' })
  room?: Relation<Room>;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_room_boots_userId' })
  user?: Relation<User>;

  /** No foreign key: the record outlives the booting account. */
  @Column({ type: 'integer', nullable: true })
  bootedById: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  bootedAt: Date;

  /** The name the person had, as typed (the owner's list of removed people shows it). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  displayName: string | null;

  /** That name as compared (guestNameKey: case, width and spacing ignored). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  nameKey: string | null;

  /** The browser a booted guest had joined from (guest_users.deviceKey). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  deviceKey: string | null;
}
