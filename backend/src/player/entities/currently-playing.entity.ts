import type { SongSinger } from '../../queue/song-singers.js';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Room } from '../../rooms/entities/room.entity.js';
import { SongColumns } from '../../database/song-columns.js';

/** What a room is playing now: at most one row per room. */
@Entity('currently_playing')
export class CurrentlyPlaying extends SongColumns {
  @PrimaryGeneratedColumn()
  currentlyPlayingId: number;

  @Index('UQ_currently_playing_roomId', { unique: true })
  @Column({ type: 'text' })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId', foreignKeyConstraintName: 'FK_currently_playing_roomId' })
  room?: Relation<Room>;

  @Column({ type: 'varchar', length: 50 })
  addedBy: string;

  /** Who queued it (null for the joke track or a deleted account); fair rotation counts these. */
  @Column({ type: 'integer', nullable: true })
  addedById: number | null;

  /** Who sings it (queue/rotation.ts singerKey); null for the joke track. */
  @Column({ type: 'varchar', length: 220, nullable: true })
  singer: string | null;

  /** The others invited to sing it with whoever added it (queue/song-singers.ts; docs/product.md "Sing together"). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  partners: SongSinger[];

  @Column({ type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ type: 'integer', default: 0 })
  progress: number;

  @Column({ type: 'boolean', default: false })
  isRickRoll: boolean;

  /** The playing clock (playing-clock.ts): when the current stretch of playing began, null while paused or not started. */
  @Column({ type: 'timestamptz', nullable: true })
  playingSince: Date | null;

  /** Playing time before `playingSince`, in milliseconds. */
  @Column({ type: 'integer', default: 0 })
  playedMs: number;

  /** The host let this song finish: auto-skip leaves it alone. */
  @Column({ type: 'boolean', default: false })
  letFinish: boolean;
}
