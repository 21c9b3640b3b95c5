import type { SongSinger } from '../song-singers.js';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Room } from '../../rooms/entities/room.entity.js';
import { User } from '../../users/entities/user.entity.js';
import type { EndedBy } from '../rotation.js';

/**
 * Every song a room started playing: tonight's songs (history.service.ts), who has sung this
 * session for fair rotation (the song on stage, and those that were turns) and analytics' plays.
 * The joke track is recorded (isRickRoll) but counts for nobody.
 */
@Entity('played_songs')
@Index('IDX_played_songs_roomId_addedById', ['roomId', 'addedById'])
@Index('IDX_played_songs_roomId_singer', ['roomId', 'singer'])
@Index('IDX_played_songs_addedById_playedAt', ['addedById', 'playedAt'])
export class PlayedSong {
  @PrimaryGeneratedColumn()
  playedSongId: number;

  @Column({ type: 'text' })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId', foreignKeyConstraintName: 'FK_played_songs_roomId' })
  room?: Relation<Room>;

  @Column({ type: 'varchar', length: 32 })
  videoId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'integer', nullable: true })
  addedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'addedById', foreignKeyConstraintName: 'FK_played_songs_addedById' })
  addedByUser?: Relation<User> | null;

  @Column({ type: 'boolean', default: false })
  isRickRoll: boolean;

  /** The singer (queue/rotation.ts singerKey); null for the joke track. */
  @Column({ type: 'varchar', length: 220, nullable: true })
  singer: string | null;

  /** The others invited to sing it with whoever added it (queue/song-singers.ts; docs/product.md "Sing together"). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  partners: SongSinger[];

  @Column({ type: 'varchar', length: 16, nullable: true })
  duration: string | null;

  /** Cut short: the host's Skip, auto-skip, or a video that could not play. */
  @Column({ type: 'boolean', default: false })
  skipped: boolean;

  /** Reactions counted for it (the applause, folded per person). */
  @Column({ type: 'integer', default: 0 })
  applause: number;

  @Index('IDX_played_songs_playedAt')
  @CreateDateColumn({ type: 'timestamptz' })
  playedAt: Date;

  /** When it left the stage; null while it plays. */
  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  endedBy: EndedBy | null;

  /** Its playing time when it left the stage (player/playing-clock.ts: pauses do not count). */
  @Column({ type: 'integer', nullable: true })
  playedSeconds: number | null;

  /** Whether it was a turn (queue/rotation.ts countsAsTurn); null while it plays. */
  @Column({ type: 'boolean', nullable: true })
  countsAsTurn: boolean | null;
}
