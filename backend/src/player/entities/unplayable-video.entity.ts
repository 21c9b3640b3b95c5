import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Videos YouTube refuses to play in an embedded player (IFrame player errors 100: removed or
 * private, 101/150: the owner forbids embedding), as reported by a room's player. Search leaves
 * them out for everyone, so nobody queues a song the stage cannot play.
 */
@Entity('unplayable_videos')
export class UnplayableVideo {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  videoId: string;

  /** The player's error code that got the video recorded (100, 101 or 150). */
  @Column({ type: 'integer' })
  errorCode: number;

  @Column({ type: 'varchar', length: 500 })
  title: string;

  @Column({ type: 'timestamptz' })
  reportedAt: Date;

  /** The room whose player first reported it (kept for the record; rooms come and go). */
  @Column({ type: 'text' })
  roomId: string;
}
