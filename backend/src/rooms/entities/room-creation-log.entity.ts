import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { Room } from './room.entity.js';

/** One row per room created; the rooms-per-day limit counts these, so deleting a room keeps its row. */
@Entity('room_creation_log')
@Index('IDX_room_creation_log_userId_createdAt', ['userId', 'createdAt'])
export class RoomCreationLog {
  @PrimaryGeneratedColumn()
  logId: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_room_creation_log_userId' })
  user?: Relation<User>;

  @Column({ type: 'text', nullable: true })
  roomId: string | null;

  @ManyToOne(() => Room, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'roomId', foreignKeyConstraintName: 'FK_room_creation_log_roomId' })
  room?: Relation<Room> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
