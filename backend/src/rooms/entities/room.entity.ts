import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { DEFAULT_ROOM_SETTINGS, type RoomSettings } from './room-settings.js';

/**
 * A party room. roomId is a random URL-safe id (not the code); code is unique among rooms that
 * are still live; a room's end is a timestamp (endedAt), and isActive derives from it.
 */
@Entity('rooms')
@Index('UQ_rooms_code_live', ['code'], { unique: true, where: '"endedAt" IS NULL' })
@Index('IDX_rooms_ownerId_createdAt', ['ownerId', 'createdAt'])
// Trigram index for the admin search, kept by its migration.
@Index('IDX_rooms_name_trgm', { synchronize: false })
export class Room {
  @PrimaryColumn({ type: 'text' })
  roomId: string;

  @Index('IDX_rooms_code')
  @Column({ type: 'char', length: 6 })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'integer' })
  ownerId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_rooms_ownerId' })
  owner?: Relation<User>;

  @Index('IDX_rooms_createdAt')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastActivity: Date;

  @Column({ type: 'jsonb', default: DEFAULT_ROOM_SETTINGS })
  settings: RoomSettings;

  /** When the room stopped being live (closed, expired, deleted by a job); null while live. */
  @Index('IDX_rooms_endedAt')
  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  endReason: string | null;

  /** Bumped by every change to the room, its queue, players or people; keys the poll caches. */
  @Column({ type: 'integer', default: 0 })
  version: number;
}
