import { Column } from 'typeorm';

/**
 * The song columns of a table that keeps a YouTube pick as it was chosen, thumbnail and duration
 * optional (favorites, currently_playing). Extended by each entity (TypeORM copies the columns into
 * its table); not a table of its own.
 */
export abstract class SongColumns {
  @Column({ type: 'varchar', length: 32 })
  videoId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  thumbnail: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  duration: string | null;
}
