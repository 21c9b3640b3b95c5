import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what to whom in the back office, and when. Kept when the admin or target is deleted. */
@Entity('admin_audit_log')
export class AdminAudit {
  @PrimaryGeneratedColumn()
  auditId: number;

  @Index('IDX_admin_audit_log_adminId')
  @Column({ type: 'integer' })
  adminId: number;

  @Column({ type: 'varchar', length: 60 })
  adminUsername: string;

  @Column({ type: 'varchar', length: 32 })
  action: string;

  @Column({ type: 'varchar', length: 16 })
  targetType: 'user' | 'room' | 'cache' | 'video';

  @Column({ type: 'text', nullable: true })
  targetId: string | null;

  @Column({ type: 'jsonb', default: {} })
  details: Record<string, unknown>;

  @Index('IDX_admin_audit_log_createdAt')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
