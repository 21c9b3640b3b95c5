import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Room } from '../../rooms/entities/room.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * Every song a room started playing. Fair rotation counts who has sung this session from it;
 * analytics counts plays. The joke track is recorded (isRickRoll) but counts for nobody.
 */
@Entity('played_songs')
@Index('IDX_played_songs_roomId_addedById', ['roomId', 'addedById'])
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

  @Index('IDX_played_songs_playedAt')
  @CreateDateColumn({ type: 'timestamptz' })
  playedAt: Date;
}
