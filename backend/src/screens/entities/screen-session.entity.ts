import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Room } from '../../rooms/entities/room.entity.js';

/**
 * A screen paired to one room (docs/product.md "Room", A TV in one step). The host's "Open on a TV" makes
 * the row with a short pairing code; the TV that types it gets the row's token in its cookie (only
 * the token's SHA-256 is kept) and the code is spent. The row goes with its room; it ends when the
 * host ends it or the room ends.
 */
@Entity('screen_sessions')
export class ScreenSession {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_screen_sessions' })
  screenId: string;

  @Index('IDX_screen_sessions_roomId')
  @Column({ type: 'text' })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId', foreignKeyConstraintName: 'FK_screen_sessions_roomId' })
  room?: Relation<Room>;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  /** Until paired: the code a TV types; null once spent. */
  @Index('UQ_screen_sessions_pairingCode', { unique: true })
  @Column({ type: 'varchar', length: 6, nullable: true })
  pairingCode: string | null;

  @Column({ type: 'timestamptz' })
  codeExpiresAt: Date;

  @Index('UQ_screen_sessions_tokenHash', { unique: true })
  @Column({ type: 'char', length: 64, nullable: true })
  tokenHash: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  pairedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  endReason: string | null;
}
