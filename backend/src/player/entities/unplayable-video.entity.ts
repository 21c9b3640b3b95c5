import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Videos hidden from everyone's search because YouTube refuses to play them in an embedded player
 * (IFrame player errors 100: removed or private, 101/150: the owner forbids embedding): reported
 * from the stages of several hosts' rooms, or by an admin (unplayable-report.entity.ts). The back
 * office lists them and can restore one.
 */
@Entity('unplayable_videos')
export class UnplayableVideo {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  videoId: string;

  /** The player's error code of the report that hid it (100, 101 or 150). */
  @Column({ type: 'integer' })
  errorCode: number;

  @Column({ type: 'varchar', length: 500 })
  title: string;

  @Column({ type: 'timestamptz' })
  reportedAt: Date;

  /** The room whose player reported it last, when it was hidden (kept for the record; rooms come and go). */
  @Column({ type: 'text' })
  roomId: string;

  /** Who hid it: enough hosts' reports, or an admin's. */
  @Column({ type: 'varchar', length: 16, default: 'hosts' })
  hiddenBy: 'hosts' | 'admin';
}
