import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { SongColumns } from '../../database/song-columns.js';

/** A registered user's saved song; one row per (user, video). */
@Entity('favorites')
@Unique('UQ_favorites_userId_videoId', ['userId', 'videoId'])
export class Favorite extends SongColumns {
  @PrimaryGeneratedColumn()
  favoriteId: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_favorites_userId' })
  user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  addedAt: Date;
}
