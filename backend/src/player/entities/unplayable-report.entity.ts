import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A host's (or an admin's) report that YouTube refuses to embed a video, counted only when that
 * video was on their room's stage (player-plans.ts, REPORT_UNPLAYABLE). One row per video and
 * reporter, however many of their rooms report it: the video is hidden from everyone
 * (unplayable_videos) once HOSTS_TO_HIDE different people reported it, or an admin did.
 */
@Entity('unplayable_reports')
export class UnplayableReport {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  videoId: string;

  /** Who ran the room's stage: its owner, or an admin. */
  @PrimaryColumn({ type: 'integer' })
  reporterId: number;

  /** The room whose stage reported it (kept for the record; rooms come and go). */
  @Column({ type: 'text' })
  roomId: string;

  @Column({ type: 'integer' })
  errorCode: number;

  @Column({ type: 'timestamptz' })
  reportedAt: Date;
}
