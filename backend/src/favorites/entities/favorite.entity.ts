import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

/** A registered user's saved song; one row per (user, video). */
@Entity('favorites')
@Unique('UQ_favorites_userId_videoId', ['userId', 'videoId'])
export class Favorite {
  @PrimaryGeneratedColumn()
  favoriteId: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_favorites_userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 32 })
  videoId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  thumbnail: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  duration: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  addedAt: Date;
}
