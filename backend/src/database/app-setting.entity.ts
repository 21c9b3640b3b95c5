import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Values the product generates once and every instance must share (the session secret and the
 * beta code when the environment sets none), kept in the database rather than on one disk.
 */
@Entity('app_settings')
export class AppSetting {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'text' })
  value: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
