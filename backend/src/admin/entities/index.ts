import { AdminAudit } from './admin-audit.entity.js';
import { UsageSample } from './usage-sample.entity.js';

/** The admin module's tables (admin_audit_log, usage_samples). */
export const ADMIN_ENTITIES = [AdminAudit, UsageSample];
