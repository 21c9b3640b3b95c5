import type { SongSinger } from '../song-singers.js';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Room } from '../../rooms/entities/room.entity.js';
import { User } from '../../users/entities/user.entity.js';
import type { Placement } from '../rotation.js';

/**
 * A song waiting in a room's queue. position is 1..n per room, kept dense by the transaction that
 * changes it; the deferrable unique constraint catches any mistake at commit.
 */
@Entity('queue_items')
@Unique('UQ_queue_items_roomId_position', ['roomId', 'position'], { deferrable: 'INITIALLY DEFERRED' })
@Index('IDX_queue_items_roomId_addedById', ['roomId', 'addedById'])
export class QueueItem {
  @PrimaryGeneratedColumn()
  queueItemId: number;

  @Column({ type: 'text' })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId', foreignKeyConstraintName: 'FK_queue_items_roomId' })
  room?: Relation<Room>;

  @Column({ type: 'varchar', length: 32 })
  videoId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  thumbnail: string;

  @Column({ type: 'varchar', length: 16 })
  duration: string;

  /** Display name of the person who added it, as it was at the time. */
  @Column({ type: 'varchar', length: 50 })
  addedBy: string;

  @Index('IDX_queue_items_addedById')
  @Column({ type: 'integer' })
  addedById: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'addedById', foreignKeyConstraintName: 'FK_queue_items_addedById' })
  addedByUser?: Relation<User>;

  /** Who sings it, one key per person whatever device added it (queue/rotation.ts singerKey). */
  @Column({ type: 'varchar', length: 220 })
  singer: string;

  /** The others invited to sing it with whoever added it (queue/song-singers.ts; docs/product.md "Sing together"). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  partners: SongSinger[];

  @Column({ type: 'integer' })
  position: number;

  /** How it was placed by hand ('host-next', 'host-end', 'host-moved', 'deferred'); null where the queue's rules put it. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  placement: Placement | null;

  @CreateDateColumn({ type: 'timestamptz' })
  addedAt: Date;
}
