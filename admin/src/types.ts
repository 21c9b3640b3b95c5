/**
 * Answers of the admin API (openapi/openapi.json, SPEC §3 "Client-side shapes").
 * Written out here because the document's AnalyticsDto health block shares its schema name with
 * GET /api/health's HealthDto, so a generator would hand the back office the wrong shape.
 */

export interface CountByDate {
  date: string;
  count: number;
}

export interface AnalyticsDto {
  metrics: {
    totalUsers: number;
    activeUsers: number;
    totalRooms: number;
    activeRooms: number;
    peakConcurrentUsers: number;
    /** Seconds. */
    averageSessionDuration: number;
  };
  health: {
    /** Percent of API requests answered 5xx over the last 5 minutes. */
    errorRate: number;
    /** Mean response time in ms over the last 5 minutes. */
    responseTime: number;
    /** Seconds since the instance started. */
    uptime: number;
    databaseHealth: 'healthy' | 'critical';
  };
  growth: { userGrowth: CountByDate[]; roomGrowth: CountByDate[] };
  usage: {
    peakHours: { hour: number; users: number }[];
    popularFeatures: { feature: string; usage: number }[];
    tierDistribution: { tier: number; count: number; percentage: number }[];
  };
}

export interface QuotaStats {
  date: string;
  totalQuotaUsed: number;
  remainingQuota: number;
  dailyLimit: number;
  percentageUsed: number;
}

export interface ApiCall {
  id: number;
  endpoint: string;
  quotaCost: number;
  timestamp: string;
  responseStatus: number | null;
  errorMessage: string | null;
}

export interface AdminUserRow {
  id: number;
  userId: number;
  username: string;
  displayName: string;
  role: string;
  subscriptionTier: number;
  roomId: string | null;
  roomName: string | null;
  createdAt: string;
  lastActive: string | null;
  /** Sent back with a save; a save made on an older version is refused with 409. */
  version?: string;
}

export interface AdminRoomRow {
  id: string;
  roomId: string;
  code: string;
  name: string;
  ownerId: number;
  ownerUsername: string;
  userCount: number;
  queueCount: number;
  isActive: boolean;
  isLocked: boolean;
  createdAt: string;
  lastActivity: string;
}

export interface PurgeResult {
  removedVideos: number;
  removedSearches: number;
}
