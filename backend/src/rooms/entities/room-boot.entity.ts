import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { Room } from './room.entity.js';

/** A boot: who was removed from which room, by whom and when. A booted person cannot come back. */
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
}
