import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Room } from '../../rooms/entities/room.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A guest's song waiting for the host's approval, or declined with the host's reason until the
 * guest dismisses it (docs/product.md "Requests and closing time"). Its id is drawn by the caller
 * of the plan that asks for it, so a plan run twice plans the same row.
 */
@Entity('song_requests')
@Index('IDX_song_requests_roomId', ['roomId', 'requestedAt'])
export class SongRequest {
  @PrimaryColumn({ type: 'varchar', length: 36, primaryKeyConstraintName: 'PK_song_requests' })
  requestId: string;

  @Column({ type: 'text' })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId', foreignKeyConstraintName: 'FK_song_requests_roomId' })
  room?: Relation<Room>;

  @Column({ type: 'varchar', length: 32 })
  videoId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  thumbnail: string;

  @Column({ type: 'varchar', length: 16 })
  duration: string;

  @Column({ type: 'varchar', length: 50 })
  addedBy: string;

  @Index('IDX_song_requests_addedById')
  @Column({ type: 'integer' })
  addedById: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'addedById', foreignKeyConstraintName: 'FK_song_requests_addedById' })
  addedByUser?: Relation<User>;

  @Column({ type: 'varchar', length: 220 })
  singer: string;

  @Column({ type: 'timestamptz' })
  requestedAt: Date;

  /** 'pending' or 'declined'. */
  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: 'pending' | 'declined';

  @Column({ type: 'varchar', length: 140, nullable: true })
  reason: string | null;
}
