// Generated from openapi/openapi.json by scripts/api-types.mjs (`npm run openapi`). Do not edit.

/* eslint-disable */

export interface DependencyHealthDto {
  status: "up" | "down" | "disabled";
  /** Round-trip time of a trivial query, in ms */
  latencyMs?: number;
  /** Which backend serves this dependency */
  kind?: string;
  /** Why the dependency is down */
  error?: string;
}

export interface HealthDto {
  status: "ok" | "error";
  database: DependencyHealthDto;
  /** 'disabled' when REDIS_URL is not set */
  redis: DependencyHealthDto;
  /** Seconds since this instance started */
  uptimeSeconds: number;
}

export interface RegisterDto {
  username: string;
  displayName: string;
  password: string;
  betaCode: string;
}

export interface UserDto {
  userId: number;
  username: string;
  displayName: string;
  /** 1 Basic, 2 Premium, 3 Pro, 999 Admin */
  subscriptionTier: number;
  role: "user" | "moderator" | "admin";
  isGuest: boolean;
  /** The room this person is in now */
  roomId: string | null;
  createdAt: string;
}

export interface ErrorDto {
  statusCode: number;
  /** A sentence the apps show as-is */
  message: string;
  error: string;
}

export interface LoginDto {
  username: string;
  password: string;
}

export interface LogoutDto {
  loggedOut: boolean;
}

export interface AuthCheckDto {
  authenticated: boolean;
  user: UserDto;
}

export interface TierLimitsDto {
  simultaneousRooms: number;
  guestsPerRoom: number;
  maxQueueSize: number;
  roomTimeMinutes: number;
  roomsPerDay: number;
}

export interface TierDto {
  displayName: string;
  description: string;
  limits: TierLimitsDto;
}

export interface UpdateUserDto {
  displayName: string;
  /** A new password; omit to keep the current one */
  password?: string;
}

export interface HeartbeatDto {
  lastActive: string;
}

export interface CreateRoomDto {
  name: string;
  /** Must be the signed-in user when given (the owner is always the session user) */
  ownerId?: number;
}

export interface RoomSettingsDto {
  /** Songs a registered user may have waiting (999 = unlimited) */
  maxSongsPerUser: 1 | 2 | 3 | 5 | 999;
  /** Songs a guest may have waiting (999 = unlimited) */
  maxSongsPerGuest: 1 | 2 | 3 | 5 | 999;
  /** Minutes after which a song is skipped (0 = never) */
  autoSkipMinutes: 0 | 3 | 5 | 6 | 10;
  isLocked: boolean;
  /** People silent this long leave the room */
  inactivityTimeoutMinutes: number;
  maxRoomDurationHours: number;
  /** 'rotation': whoever has sung least goes next */
  queueMode: "fifo" | "rotation";
  /** Guests allowed at once (the owner's tier) */
  maxGuests: number;
}

export interface RoomDto {
  roomId: string;
  code: string;
  name: string;
  ownerId: number;
  ownerName: string;
  settings: RoomSettingsDto;
  isLocked: boolean;
  /** People in the room, the owner included */
  userCount: number;
  queueCount: number;
  isActive: boolean;
  createdAt: string;
  lastActivity: string;
  /** When the room's time runs out; null for unlimited (admin) rooms */
  expiresAt: string | null;
  version: number;
}

export interface RoomSettingsPatch {
  maxSongsPerUser?: 1 | 2 | 3 | 5 | 999;
  maxSongsPerGuest?: 1 | 2 | 3 | 5 | 999;
  autoSkipMinutes?: 0 | 3 | 5 | 6 | 10;
  isLocked?: boolean;
  inactivityTimeoutMinutes?: number;
  maxRoomDurationHours?: number;
  queueMode?: "fifo" | "rotation";
}

export interface UpdateRoomSettingsDto {
  settings: RoomSettingsPatch;
}

export interface JoinRoomDto {
  /** Must be the signed-in user when given */
  userId?: number;
}

export interface BootResultDto {
  userId: number;
  booted: boolean;
}

export interface RoomUserDto {
  userId: number;
  displayName: string;
  isGuest: boolean;
  isOwner: boolean;
  /** Heard from in the last 2 minutes */
  online: boolean;
  lastActive: string | null;
}

export interface GuestJoinDto {
  /** Trimmed and upper-cased */
  roomCode: string;
  displayName: string;
}

export interface GuestRoomDto {
  roomId: string;
  name: string;
  code: string;
}

export interface GuestJoinResultDto {
  /** The guest (isGuest true); the session cookie is set */
  user: UserDto;
  room: GuestRoomDto;
}

export interface ValidateMembershipDto {
  valid: boolean;
  message: string;
}

export interface QueueItemDto {
  queueItemId: number;
  roomId: string;
  videoId: string;
  title: string;
  thumbnail: string;
  duration: string;
  /** Display name of the person who added it */
  addedBy: string;
  addedById: number;
  /** 1-based; the order that will actually play */
  position: number;
  addedAt: string;
}

export interface QueueDto {
  items: Array<QueueItemDto>;
  queueMode: "fifo" | "rotation";
  /** The room's version; every change bumps it */
  version: number;
}

export interface AddQueueItemDto {
  /** YouTube video id (11 characters) */
  videoId: string;
  title: string;
  thumbnail?: unknown | null;
  duration?: unknown | null;
  /** Ignored: the adder is the signed-in person (kept for older clients). */
  addedBy?: unknown;
  /** Ignored: the adder is the signed-in person (kept for older clients). */
  addedById?: unknown;
}

export interface AddToRoomQueueDto {
  /** YouTube video id (11 characters) */
  videoId: string;
  title: string;
  thumbnail?: unknown | null;
  duration?: unknown | null;
  /** Ignored: the adder is the signed-in person (kept for older clients). */
  addedBy?: unknown;
  /** Ignored: the adder is the signed-in person (kept for older clients). */
  addedById?: unknown;
  roomId: string;
}

export interface QueueClearedDto {
  removed: number;
}

export interface ReorderQueueItemDto {
  roomId: string;
  /** 1-based position the song moves to */
  newPosition: number;
}

export interface CurrentlyPlayingDto {
  videoId: string;
  title: string;
  thumbnail: string | null;
  duration: string | null;
  /** Display name of the person who added it */
  addedBy: string;
  addedById: number | null;
  startedAt: string;
  /** The joke track played instead of the queue head */
  isRickRoll: boolean;
}

export interface PlayingDto {
  currentlyPlaying: CurrentlyPlayingDto | null;
  /** The room's version; every change bumps it */
  version: number;
}

export interface PlayNextDto {
  /** The new song; null when the queue was empty */
  currentlyPlaying: CurrentlyPlayingDto | null;
  isRickRoll: boolean;
  /** false when a skip named a song that is no longer playing: nothing changed, and currentlyPlaying is what plays now */
  skipped: boolean;
}

export interface SkipDto {
  /** videoId of the song being skipped, as shown by GET /playing; null when the stage was empty */
  videoId?: string | null;
  /** startedAt of the song being skipped, as shown by GET /playing */
  startedAt?: string;
}

export interface VideoDto {
  id: string;
  title: string;
  thumbnail: string;
  channel: string;
  /** 'm:ss' or 'h:mm:ss'; empty when unknown */
  duration: string;
  views: number | null;
}

export interface SearchResponseDto {
  videos: Array<VideoDto>;
  /** live YouTube, a cached search under 24 h old, or local video metadata */
  source: "api" | "cache" | "metadata_cache";
  /** Whether a live YouTube search is possible now (key configured and quota left) */
  canSearchApi: boolean;
}

export interface QuotaStatsDto {
  /** The quota day (America/Los_Angeles) */
  date: string;
  totalQuotaUsed: number;
  remainingQuota: number;
  dailyLimit: number;
  percentageUsed: number;
}

export interface ApiCallDto {
  id: number;
  endpoint: string;
  quotaCost: number;
  timestamp: string;
  responseStatus: number | null;
  errorMessage: string | null;
}

export interface CleanupResultDto {
  /** Call records older than 30 days removed */
  deleted: number;
}

export interface PurgeResultDto {
  removedVideos: number;
  removedSearches: number;
}

export interface FavoriteDto {
  favoriteId: number;
  videoId: string;
  title: string;
  thumbnail: string | null;
  duration: string | null;
  addedAt: string;
}

export interface FavoriteCheckDto {
  isFavorite: boolean;
}

export interface AddFavoriteDto {
  videoId: string;
  title: string;
  thumbnail?: string | null;
  duration?: string | null;
}

export interface FavoriteRemovedDto {
  removed: boolean;
}

export interface AdminUserRowDto {
  userId: number;
  username: string;
  displayName: string;
  role: string;
  subscriptionTier: number;
  roomId: string | null;
  roomName: string | null;
  createdAt: string;
  lastActive: string | null;
  /** Version of the editable fields; send it back with PATCH so that a save made on an older version is refused (409) */
  version: string;
}

export interface PaginationDto {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface AdminUserPageDto {
  data: Array<AdminUserRowDto>;
  pagination: PaginationDto;
}

export interface AdminUpdateUserDto {
  displayName?: string;
  role?: "user" | "admin";
  subscriptionTier?: 1 | 2 | 3 | 999;
  /** The account's version as read (AdminUserRowDto.version). When given and another save happened in between, the save is refused with 409. */
  version?: string;
}

export interface AdminActionDto {
  userId: number;
  done: boolean;
}

export interface TemporaryPasswordDto {
  /** Shown once; the old password and every session stop working */
  temporaryPassword: string;
}

export interface DemoteResultDto {
  userId: number;
  username: string;
  displayName: string;
  role: string;
  subscriptionTier: number;
  roomId: string | null;
  roomName: string | null;
  createdAt: string;
  lastActive: string | null;
  /** Version of the editable fields; send it back with PATCH so that a save made on an older version is refused (409) */
  version: string;
  /** True when admins demoted themselves (the SPA leaves /admin) */
  selfDemoted: boolean;
}

export interface AdminRoomRowDto {
  roomId: string;
  code: string;
  name: string;
  ownerId: number;
  ownerUsername: string;
  /** People in the room, the owner included */
  userCount: number;
  queueCount: number;
  isActive: boolean;
  isLocked: boolean;
  createdAt: string;
  lastActivity: string;
}

export interface AdminRoomPageDto {
  data: Array<AdminRoomRowDto>;
  pagination: PaginationDto;
}

export interface RoomDeletedDto {
  roomId: string;
  deleted: boolean;
}

export interface MetricsDto {
  totalUsers: number;
  /** Active in the last 15 minutes (guests included) */
  activeUsers: number;
  totalRooms: number;
  activeRooms: number;
  /** Most people online at once in the last 24 hours */
  peakConcurrentUsers: number;
  /** Seconds, over sessions of the last 30 days */
  averageSessionDuration: number;
}

export interface CountByDate {
  date: string;
  count: number;
}

export interface GrowthDto {
  userGrowth: Array<CountByDate>;
  roomGrowth: Array<CountByDate>;
}

export interface PeakHour {
  /** Hour of the day (UTC) */
  hour: number;
  users: number;
}

export interface FeatureUsage {
  feature: string;
  usage: number;
}

export interface TierShare {
  tier: number;
  count: number;
  percentage: number;
}

export interface UsageDto {
  peakHours: Array<PeakHour>;
  popularFeatures: Array<FeatureUsage>;
  tierDistribution: Array<TierShare>;
}

export interface AnalyticsDto {
  metrics: MetricsDto;
  health: HealthDto;
  growth: GrowthDto;
  usage: UsageDto;
}
