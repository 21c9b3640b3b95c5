// Generated from openapi/openapi.json by scripts/api-types.mjs (`npm run openapi`). Do not edit.

/* eslint-disable */

export interface JobRunDto {
  runId: number;
  name: string;
  startedAt: string;
  finishedAt: string | null;
  outcome: "running" | "succeeded" | "failed";
  /** 1 for the first try, 2 for the first retry… */
  attempt: number;
  maxAttempts: number;
  trigger: "schedule" | "manual" | "request";
  /** Rows the run changed */
  itemsTouched: number | null;
  /** Milliseconds from start to finish */
  durationMs: number | null;
  error: string | null;
  /** The request that queued it (as in the logs) */
  requestId: string | null;
}

export interface JobSummaryDto {
  name: string;
  description: string;
  schedule: string;
  /** The cron expression (absent for on-demand jobs) */
  cron?: string;
  /** Next scheduled run (null for on-demand jobs) */
  nextRunAt: string | null;
  /** The last 5 runs, newest first */
  lastRuns: Array<JobRunDto>;
  /** Failed runs in the last 24 hours */
  failuresLast24h: number;
}

export interface JobListDto {
  mode: "bullmq" | "in-process";
  /** Attempts per run, retries included */
  maxAttempts: number;
  /** Wait before the first retry, doubled for each next one (ms) */
  backoffMs: number;
  /** Bull Board (only with REDIS_URL) */
  dashboardUrl: string | null;
  jobs: Array<JobSummaryDto>;
}

export interface ErrorDto {
  statusCode: number;
  /** A sentence the apps show as-is */
  message: string;
  error: string;
  /** What was refused, stable across wording and language (SCREAMING_SNAKE_CASE, listed with each answer below): programs branch and translate on it, never on the sentence. An error the product did not word itself has its HTTP status's (e.g. NOT_FOUND) */
  code: string;
  /** The figures and names the sentence is filled with (e.g. QUEUE_FULL's maxQueueSize), for a client's own wording; {} when none */
  params: Record<string, unknown>;
}

export interface JobRunListDto {
  name: string;
  /** Newest first */
  runs: Array<JobRunDto>;
}

export interface JobQueuedDto {
  name: string;
  message: string;
}

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

export interface LivenessDto {
  status: "ok";
  /** Seconds since this instance started */
  uptimeSeconds: number;
}

export interface ReadinessCheckDto {
  status: "up" | "down" | "disabled";
  /** Why this part is not ready */
  error?: string;
}

export interface ReadinessChecksDto {
  /** A trivial query answers */
  database: ReadinessCheckDto;
  /** Every migration of this build is applied */
  migrations: ReadinessCheckDto;
  /** PING answers; 'disabled' when REDIS_URL is not set */
  redis: ReadinessCheckDto;
}

export interface ReadinessDto {
  status: "ready" | "not_ready";
  checks: ReadinessChecksDto;
  /** Names the failing parts (only when not ready) */
  message?: string;
}

export interface InviteAddressDto {
  /** PUBLIC_URL, without a trailing slash, when the operator set it: invite links and QR codes use it */
  publicUrl: string | null;
  /** This machine's best private IPv4 address (the server listens on every interface), for invites from an app opened at a loopback address such as localhost: phones on the same Wi-Fi reach it. Null when PUBLIC_URL is set, when the machine has none, and for a caller that is not on this machine (nobody else needs it) */
  lanAddress: string | null;
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
  /** Your current password: required with a new password for your own account (an admin setting someone else’s needs none) */
  currentPassword?: string;
}

export interface HeartbeatDto {
  lastActive: string;
}

export interface CreateRoomDto {
  name: string;
  /** Must be the signed-in user when given (the owner is always the session user) */
  ownerId?: number;
}

export interface IntermissionDto {
  /** The link, as the host gave it (normalised) */
  url: string;
  /** The video to play (or to start the playlist with) */
  videoId: string | null;
  /** The playlist to play */
  playlistId: string | null;
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
  /** Seconds the stage shows "Up next" before a song starts by itself (0 = at once) */
  interstitialSeconds: number;
  /** Guests allowed at once (the owner's tier) */
  maxGuests: number;
  /** Music the stage plays quietly while the queue is empty; null = off (the default) */
  intermission: IntermissionDto | null;
  /** The language of the room's stage and board; null = each screen's own (the default) */
  language: "en" | "es" | "de" | "fr" | "pt-BR" | "ja" | "ar" | null;
  /** Guests' songs wait in the host's Requests lane until the host approves them (the host's own go straight in) */
  approveSongs: boolean;
  /** The time of day (the host's clock) after which no song starts; null = none */
  closingTime: string | null;
  /** The time zone the closing time is read in */
  timeZone: string | null;
  /** The instant the closing time falls on, fixed when it was set: songs that would not start before it are refused; the stage shows "Last call" for its last 15 minutes */
  closesAt: string | null;
  /** Lyrics on the stage and the singers' phones (off by itself for karaoke tracks and CD+G); true by default */
  lyrics: boolean;
  /** Anyone in the room may add songs for its singers without a phone; false = only the host (the default) */
  othersQueueForPhoneless: boolean;
}

export type SongSource = "youtube" | "library";

export interface SongRequestDto {
  requestId: string;
  roomId: string;
  /** YouTube video id, or the library song's id when source is 'library' */
  videoId: string;
  /** Where the song comes from: 'youtube' (videoId is a YouTube video id) or 'library', the host's own karaoke files (videoId is the library song's id, lib- and 16 hex characters; the stage plays it from GET /api/rooms/{roomId}/library/{songId}/media) */
  source: SongSource;
  title: string;
  thumbnail: string;
  duration: string;
  /** Display name of the guest who asked for it */
  addedBy: string;
  addedById: number;
  /** Who sings it (QueueItemDto.singer) */
  singer: string;
  /** When it was asked for: once approved, the song takes its place in the rotation from this moment */
  requestedAt: string;
  /** 'pending': waiting for the host; 'declined': the host said no (until the guest dismisses it) */
  status: "pending" | "declined";
  /** The host's reason for declining, shown to the guest */
  reason: string | null;
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
  /** Songs that may wait at once (the owner's plan) */
  maxQueueSize: number;
  /** The owner's plan (subscription tier); a change reaches open screens as a push of the room */
  ownerTier: 1 | 2 | 3 | 999;
  isActive: boolean;
  createdAt: string;
  lastActivity: string;
  /** When the room's time runs out; null for unlimited (admin) rooms */
  expiresAt: string | null;
  version: number;
  /** Guests' songs waiting for the host's approval or declined, in the order asked for (only while the room approves songs) */
  requests: Array<SongRequestDto>;
}

export interface RoomSettingsPatch {
  maxSongsPerUser?: 1 | 2 | 3 | 5 | 999;
  maxSongsPerGuest?: 1 | 2 | 3 | 5 | 999;
  autoSkipMinutes?: 0 | 3 | 5 | 6 | 10;
  isLocked?: boolean;
  inactivityTimeoutMinutes?: number;
  maxRoomDurationHours?: number;
  queueMode?: "fifo" | "rotation";
  /** Seconds of "Up next" on the stage between songs (0 = start at once) */
  interstitialSeconds?: number;
  /** A YouTube video or playlist link the stage plays quietly while the queue is empty; null or empty turns it off */
  intermissionUrl?: string | null;
  /** The stage's and the board's language; null = each screen's own */
  language?: "en" | "es" | "de" | "fr" | "pt-BR" | "ja" | "ar" | null;
  /** Guests' songs wait for the host's approval; turning it off approves every waiting request */
  approveSongs?: boolean;
  /** A time of day (HH:MM, the host's clock) after which no song starts; null = none */
  closingTime?: string | null;
  /** The host's time zone (IANA), which the closing time is read in; UTC until one is given */
  timeZone?: string;
  /** Lyrics on the stage and the singers' phones; false turns them off for this room */
  lyrics?: boolean;
  /** Let anyone in the room add songs for its singers without a phone (false: only the host) */
  othersQueueForPhoneless?: boolean;
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

export interface BootedPersonDto {
  /** Who was removed (a guest keeps the id of the stay they were booted from) */
  userId: number;
  /** The name they had when removed */
  displayName: string;
  isGuest: boolean;
  bootedAt: string;
}

export interface LetBackInResultDto {
  userId: number;
  /** Always true: the person may join again (by code, under that name, from that browser) */
  letBackIn: boolean;
}

export interface RoomUserDto {
  userId: number;
  displayName: string;
  isGuest: boolean;
  isOwner: boolean;
  /** Heard from in the last 2 minutes */
  online: boolean;
  /** A singer without a phone the host added by name: never online; their turns are told to the host and the stage */
  noPhone: boolean;
  lastActive: string | null;
}

export interface GuestJoinDto {
  /** Trimmed and upper-cased */
  roomCode: string;
  /** Trimmed; needs a visible character (invisible and blank ones alone are no name) */
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

export interface RenameGuestDto {
  /** Trimmed; needs a visible character */
  displayName: string;
}

export interface LeaveRoomResultDto {
  left: boolean;
  /** How many of your waiting songs left the queue with you */
  songsRemoved: number;
}

export interface ValidateMembershipDto {
  valid: boolean;
  /** The verdict for programs (the apps branch and translate on it): ROOM_GONE, ROOM_EXPIRED and ROOM_ENDED mean the room itself is over */
  code: "IN_ROOM" | "ROOM_GONE" | "ROOM_EXPIRED" | "ROOM_ENDED" | "REMOVED_BY_HOST" | "REMOVED_FROM_ROOM" | "NO_LONGER_IN_ROOM";
  /** Always {} for these verdicts */
  params: Record<string, unknown>;
  /** The verdict in English */
  message: string;
}

export interface PairingCodeDto {
  /** 6 characters without look-alikes (no 0/O, 1/I): typed with a TV remote */
  code: string;
  /** When the code stops working (10 minutes); it works once */
  expiresAt: string;
  /** The pairing page with the code filled in, for the QR (relative to the app) */
  link: string;
}

export interface PairScreenDto {
  /** Spaces removed, upper-cased */
  code: string;
  /** The name the host's list shows (default 'TV') */
  name?: string;
}

export interface ScreenDto {
  screenId: string;
  /** The one room this screen shows */
  roomId: string;
  name: string;
  pairedAt: string;
}

export interface ScreenEndedDto {
  screenId: string;
  ended: boolean;
}

export interface AskForPlanDto {
  /** The plan asked for: 2 Premium or 3 Pro */
  tier: 2 | 3;
}

export interface PlanRequestDto {
  requestId: number;
  userId: number;
  username: string;
  displayName: string;
  /** The plan the account had when it asked */
  fromTier: 1 | 2 | 3;
  /** The plan asked for */
  tier: 2 | 3;
  status: "pending" | "approved" | "declined";
  createdAt: string;
  decidedAt: string | null;
  /** The administrator who answered */
  decidedBy: string | null;
  /** Why it was declined, shown to the host */
  reason: string | null;
}

export interface MyPlanRequestDto {
  /** This account's latest request, waiting or answered; null when it never asked */
  request: PlanRequestDto | null;
}

export interface PlanRequestWithdrawnDto {
  requestId: number;
  withdrawn: boolean;
}

export interface SongSingerDto {
  userId: number;
  displayName: string;
  /** Their rotation key (QueueItemDto.singer's kind) */
  singer: string;
  /** Whoever added the song is always 'accepted'; an invitee is 'invited' until they accept or decline on their phone */
  state: "invited" | "accepted" | "declined";
}

export interface QueueItemDto {
  queueItemId: number;
  roomId: string;
  /** YouTube video id, or the library song's id when source is 'library' */
  videoId: string;
  /** Where the song comes from: 'youtube' (videoId is a YouTube video id) or 'library', the host's own karaoke files (videoId is the library song's id, lib- and 16 hex characters; the stage plays it from GET /api/rooms/{roomId}/library/{songId}/media) */
  source: SongSource;
  title: string;
  /** YouTube's picture of the video, made from videoId */
  thumbnail: string;
  duration: string;
  /** Display name of the person who added it */
  addedBy: string;
  addedById: number;
  /** Who sings it: one key per person whatever device added it (an account's id, a guest's name as typed: 'user:7', 'guest:maya'); 'nophone:<name>' for a singer without a phone, whose turns the host's phone and the stage announce; fair rotation counts turns by it */
  singer: string;
  /** Everyone singing it: whoever added it first (addedBy), then up to 3 people they invited, each invited, accepted or declined; each accepted singer is charged a turn when it plays (docs/product.md "Sing together") */
  singers?: Array<SongSingerDto>;
  /** 1-based; the order that will actually play */
  position: number;
  /** How it was placed by hand: the host's Play next, Move to end or drag, or its singer's Let others go first; null where the queue's rules put it */
  placement: "host-next" | "host-end" | "host-moved" | "deferred" | null;
  addedAt: string;
  /** Why it stands where it does, in a few words (shown under the song), in English and always in one form: "<addedBy>'s <Nth> song · <why>", why being 'first round', 'after everyone's <Nth> turn', 'catching up, joins round <N>', 'in the order added', 'moved up by the host', 'moved to the end by the host', 'placed here by the host' or '<addedBy> let others go first'. The party app reads those parts to say it in the language shown, so one push serves every phone */
  orderReason: string;
  /** Estimated seconds from the end of the song on stage (or from now, when nothing plays) until this one starts: the songs ahead (unknown lengths as the queue's average) and the room's interstitial before each. Add what remains of the current song for the wait from now. */
  waitSeconds: number;
}

export interface SingerTurnsDto {
  singer: string;
  /** Turns this singer has had tonight: songs that played at least 30 s or to their end, and the one on stage */
  turns: number;
}

export interface QueueDto {
  items: Array<QueueItemDto>;
  queueMode: "fifo" | "rotation";
  /** The turns each singer has had, which the order reasons count from */
  turns: Array<SingerTurnsDto>;
  /** The room's version; every change bumps it */
  version: number;
}

export interface AddQueueItemDto {
  /** YouTube video id (11 characters), or a library song's id (GET /api/library/search); a library song's title and length are the library's */
  videoId: string;
  title: string;
  /** Ignored: the song's picture is made from videoId (kept for older clients). */
  thumbnail?: unknown | null;
  duration?: unknown | null;
  /** Ignored: the adder is the signed-in person (kept for older clients). */
  addedBy?: unknown;
  /** Ignored: the adder is the signed-in person (kept for older clients). */
  addedById?: unknown;
}

export interface AddToRoomQueueDto {
  /** YouTube video id (11 characters), or a library song's id (GET /api/library/search); a library song's title and length are the library's */
  videoId: string;
  title: string;
  /** Ignored: the song's picture is made from videoId (kept for older clients). */
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

export interface QueueItemRemovedDto {
  removed: number;
  /** The removed song, with its position: send it back to the restore route to undo */
  item: QueueItemDto;
  /** Sent back with the song to the restore route, it lets whoever removed their own song undo it without being the host, for a minute after the removal */
  undoToken: string;
}

export interface RestoreQueueItemDto {
  /** YouTube video id (11 characters), or a library song's id (GET /api/library/search); a library song's title and length are the library's */
  videoId: string;
  title: string;
  duration?: unknown | null;
  /** Who added the song: it comes back as theirs (they must still be in the room) */
  addedById: number;
  /** Where it was (1-based); past the end of the queue it goes last */
  position: number;
  /** The removal's undoToken: needed by anyone but the host, and only for their own song, exactly as it was answered, within a minute */
  undoToken?: string;
  /** Ignored */
  queueItemId?: unknown;
  /** Ignored: the room is the path */
  roomId?: unknown;
  /** Ignored: made from videoId */
  thumbnail?: unknown;
  /** Ignored: the adder's name of now */
  addedBy?: unknown;
  /** Ignored: the song comes back now */
  addedAt?: unknown;
  /** Ignored: the adder's, read now */
  singer?: unknown;
  /** Ignored: the song comes back where the rules put it */
  placement?: unknown;
  /** Ignored: recomputed */
  orderReason?: unknown;
  /** Ignored: recomputed */
  waitSeconds?: unknown;
  /** Ignored: told by the id */
  source?: unknown;
  /** Ignored: the song comes back as its adder's alone; they may invite again */
  singers?: unknown;
}

export interface ReorderQueueItemDto {
  roomId: string;
  /** 1-based position the song moves to */
  newPosition: number;
}

export interface DeclineRequestDto {
  /** Shown to the guest; empty = no reason */
  reason?: string;
}

export interface AddPhonelessSingerDto {
  /** Trimmed; needs a visible character, and must not look like anyone else's name in the room (as a guest's name) */
  displayName: string;
}

export interface PhonelessSingerRemovedDto {
  userId: number;
  /** Always true */
  removed: boolean;
  /** How many of their waiting songs left the queue with them */
  songsRemoved: number;
}

export interface InviteSingersDto {
  /** People in the room (userId), not yourself; at most 3 others a song */
  userIds: Array<number>;
}

export interface AnswerInviteDto {
  /** true: sing it with them; false: decline (you may change your mind while the song waits) */
  accept: boolean;
}

export interface CurrentlyPlayingDto {
  videoId: string;
  /** Where the song comes from: 'youtube' (videoId is a YouTube video id) or 'library', the host's own karaoke files (videoId is the library song's id, lib- and 16 hex characters; the stage plays it from GET /api/rooms/{roomId}/library/{songId}/media) */
  source: SongSource;
  title: string;
  thumbnail: string | null;
  duration: string | null;
  /** Display name of the person who added it */
  addedBy: string;
  addedById: number | null;
  /** Who sings it (QueueItemDto.singer); null for the joke track */
  singer: string | null;
  /** Everyone singing it: whoever added it, then the others who accepted; empty for the joke track */
  singers?: Array<SongSingerDto>;
  startedAt: string;
  /** The joke track played instead of the queue head */
  isRickRoll: boolean;
  /** When the current stretch of playing began, as the room's player reported it; null while paused or not started (the interstitial, loading) */
  playingSince: string | null;
  /** Playing time before playingSince, in ms: played time = playedMs + (now - playingSince) while playing */
  playedMs: number;
  /** The host let this song finish: auto-skip leaves it alone */
  letFinish: boolean;
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
  /** true when the room's player reached the video's end: tonight's songs show it sung to the end, not skipped */
  ended?: boolean;
}

export interface PlayingClockReportDto {
  /** videoId of the song on stage, as shown by GET /playing */
  videoId: string;
  /** startedAt of that song, as shown by GET /playing */
  startedAt: string;
  /** true when the video plays, false when it is paused (or buffering for long) */
  playing: boolean;
}

export interface StageSongDto {
  /** videoId of the song on stage, as shown by GET /playing */
  videoId: string;
  /** startedAt of that song, as shown by GET /playing */
  startedAt: string;
}

export interface ReportUnplayableDto {
  /** The video the player could not play */
  videoId: string;
  /** The YouTube player's error: 100 removed or private, 101/150 embedding forbidden (these record the video as not embeddable), 2 invalid id, 5 the browser's player failed (the song is only skipped) */
  errorCode: 2 | 5 | 100 | 101 | 150;
}

export interface UnplayableResultDto {
  /** Whether the reported video was playing and the room moved on to the next song */
  skipped: boolean;
  /** Whether this report counted towards hiding the video: an error 100/101/150 about the video on this room's stage (one per host; a report about any other video counts for nothing) */
  recorded: boolean;
  /** Whether the video is now hidden from every room's search: reported by several hosts, or by an admin */
  hidden: boolean;
  /** What plays now */
  currentlyPlaying: CurrentlyPlayingDto | null;
  isRickRoll: boolean;
}

export interface PlayedSongDto {
  playedSongId: number;
  videoId: string;
  /** Where the song comes from: 'youtube' (videoId is a YouTube video id) or 'library', the host's own karaoke files (videoId is the library song's id, lib- and 16 hex characters; the stage plays it from GET /api/rooms/{roomId}/library/{songId}/media) */
  source: SongSource;
  title: string;
  /** Made from videoId */
  thumbnail: string | null;
  duration: string | null;
  /** The singer's name as it is now ('Everyone (the joke track)', 'Someone who left') */
  singer: string;
  /** The others who sang it with them (a duet or a group), by the names they had then */
  withSingers?: Array<string>;
  addedById: number | null;
  isRickRoll: boolean;
  /** When it went on stage */
  playedAt: string;
  /** When it left the stage; null while it plays */
  endedAt: string | null;
  /** Cut short: the host's Skip, auto-skip, or a video that could not play */
  skipped: boolean;
  /** Playing time when it ended (pauses and the interstitial not counted) */
  playedSeconds: number | null;
  /** Reactions counted for it, folded per person */
  applause: number;
}

export interface RoomHistoryDto {
  /** Newest first (at most 500) */
  songs: Array<PlayedSongDto>;
  /** playedSongId of the most applauded song; null before any applause */
  mostApplaudedId: number | null;
}

export interface SungSongDto {
  playedSongId: number;
  videoId: string;
  /** Where the song comes from: 'youtube' (videoId is a YouTube video id) or 'library', the host's own karaoke files (videoId is the library song's id, lib- and 16 hex characters; the stage plays it from GET /api/rooms/{roomId}/library/{songId}/media) */
  source: SongSource;
  title: string;
  thumbnail: string | null;
  duration: string | null;
  playedAt: string;
  skipped: boolean;
  applause: number;
}

export interface PastPartyDto {
  roomId: string;
  roomName: string;
  /** When the party started */
  createdAt: string;
  /** When it ended; null while it goes on */
  endedAt: string | null;
  /** Whether this person hosted it */
  hosted: boolean;
  /** Songs played at the whole party, for a party this person hosted that has ended (its Played list and CSV); null otherwise */
  playedCount: number | null;
  songs: Array<SungSongDto>;
}

export interface SendReactionDto {
  /** One of clap 👏, fire 🔥, heart ❤️, laugh 😂, mic 🎤 */
  reaction: "clap" | "fire" | "heart" | "laugh" | "mic";
}

export interface ReactionResultDto {
  /** true when the tap counted (it rises on the stage and adds to the song's applause); false when it was folded into the taps that just counted (a tap storm from one phone: at most 5 at once, then 2.5 a second) */
  counted: boolean;
}

export interface LyricLineDto {
  /** When the line starts, in ms into the recording (before the offset) */
  ms: number;
  /** The line's words; empty for an instrumental break */
  text: string;
}

export interface LyricsDto {
  /** The song on stage these lyrics belong to; null when nothing is playing */
  videoId: string | null;
  /** 'synced': timed lines; 'plain': words without timing (shown as a slowly scrolling page); 'none': LRCLIB has nothing (the stage turns on YouTube's captions where the video has them); 'off': no lyrics for this song (reason says why) */
  kind: "synced" | "plain" | "none" | "off";
  /** Why there are no lyrics ('none' and 'off'); null when there are */
  reason: "room-setting" | "karaoke-track" | "cdg" | "nothing-playing" | "not-found" | "instrumental" | "unreachable" | null;
  /** The timed lines ('synced'); empty otherwise */
  lines: Array<LyricLineDto>;
  /** The words ('plain'; also given with 'synced' when LRCLIB has them) */
  plain: string | null;
  /** Milliseconds subtracted from the video's clock before a line is chosen (the song's saved timing, for everyone): positive shows lines later */
  offsetMs: number;
}

export interface SetLyricsOffsetDto {
  /** The song on stage (a change after it ended is refused, not applied to the next one) */
  videoId: string;
  offsetMs: number;
}

export interface LyricsOffsetDto {
  videoId: string;
  offsetMs: number;
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
  /** api: live through the YouTube Data API (the key, quota units); keyless: live through YouTube's own web search, without a key (no quota); cache: a search made under 24 h ago; metadata_cache: local video metadata (the videos this app has seen) */
  source: "api" | "keyless" | "cache" | "metadata_cache";
  /** Whether a live YouTube search is open to you now (key configured, quota left, and your and everyone’s ration not spent) */
  canSearchApi: boolean;
  /** Why the YouTube Data API is or is not open to you now: available; personal_limit (your YOUTUBE_LIVE_SEARCHES_PER_PERSON for this quota day are used); busy (everyone's YOUTUBE_LIVE_SEARCHES_PER_HOUR are used); quota_spent (the day's YouTube quota is used); not_configured (no API key, or YOUTUBE_SEARCH=keyless) */
  liveSearch: "available" | "personal_limit" | "busy" | "quota_spent" | "not_configured";
  /** When the YouTube Data API is not open to you, or YouTube cannot be reached, the one sentence saying why and where results come from (the Add Song dialog shows it); null otherwise, and when keyless search is simply the server’s way to search (no key, or YOUTUBE_SEARCH=keyless) */
  notice: string | null;
}

export interface HourlyBudgetDto {
  /** Data API searches counted for everyone in the current hour */
  used: number;
  /** YOUTUBE_LIVE_SEARCHES_PER_HOUR */
  limit: number;
  /** Whether the hour is spent: guests search keyless (or from what the app knows) until it comes back */
  spent: boolean;
  /** Seconds until the spent hour comes back; 0 while it is not spent */
  resetsInSeconds: number;
}

export interface QuotaTodayDto {
  /** The quota day (America/Los_Angeles) */
  date: string;
  totalQuotaUsed: number;
  remainingQuota: number;
  dailyLimit: number;
  percentageUsed: number;
  /** YOUTUBE_SEARCH: auto, api or keyless */
  searchMode: "auto" | "api" | "keyless";
  /** Whether YOUTUBE_API_KEY is set */
  keyConfigured: boolean;
  /** Keyless searches today (YouTube's web search: no quota units, counted apart) */
  keylessSearches: number;
  hourlyBudget: HourlyBudgetDto;
  /** Which source answers a guest's new search now: the Data API, keyless search, or only the videos the app knows */
  answeringNow: "api" | "keyless" | "metadata_cache";
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
  /** Where the song comes from: 'youtube' (videoId is a YouTube video id) or 'library', the host's own karaoke files (videoId is the library song's id, lib- and 16 hex characters; the stage plays it from GET /api/rooms/{roomId}/library/{songId}/media) */
  source: SongSource;
  title: string;
  /** YouTube's picture of the video, made from videoId */
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
  /** Ignored: the song's picture is made from videoId (kept for older clients). */
  thumbnail?: string | null;
  duration?: string | null;
}

export interface FavoriteRemovedDto {
  removed: boolean;
}

export interface LibraryStatusDto {
  /** Whether this server has a library with songs in it (the Add Song dialog shows its Library tab then) */
  available: boolean;
  count: number;
}

export interface LibrarySongDto {
  /** The song id: what a queue add or a favorite sends as videoId */
  id: string;
  /** From the file name ("Artist - Title"), else the file's tags; may be empty */
  artist: string;
  title: string;
  /** The file's length, '' when the file does not say */
  duration: string;
  /** A video file, or CD+G graphics over an audio file (GET …/cdg has the graphics) */
  kind: "video" | "cdg";
  source: "library";
}

export interface LibrarySearchDto {
  /** The best matches first (all the words, in artist and title) */
  songs: Array<LibrarySongDto>;
  /** How many songs match in all */
  total: number;
}

export interface UnreadableFileDto {
  /** Inside the library folder */
  path: string;
  reason: string;
}

export interface AdminLibraryDto {
  /** Whether MEDIA_DIR names a library folder */
  configured: boolean;
  /** Songs in the library */
  count: number;
  /** When the last scan finished */
  lastScanAt: string | null;
  /** How long the last scan took, in milliseconds */
  scanMs: number | null;
  /** Whether a scan runs now */
  scanning: boolean;
  /** Why the folder itself could not be read, if it could not */
  error: string | null;
  /** Files of the folder that are not in the library, and why */
  unreadable: Array<UnreadableFileDto>;
}

export interface PushKeyDto {
  /** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey */
  publicKey: string;
}

export interface PushKeysDto {
  /** The browser's P-256 public key for this subscription (base64url, 65 bytes) */
  p256dh: string;
  /** The authentication secret of this subscription (base64url, 16 bytes) */
  auth: string;
}

export interface PushSubscriptionDto {
  /** The push service's address for this browser (https) */
  endpoint: string;
  /** Ignored (browsers send null; a subscription that lapses is answered 404/410 and dropped). */
  expirationTime?: number | null;
  keys: PushKeysDto;
  /** The party app's language in this browser: its notifications are worded in it. Absent: the room's language, else English. */
  language?: "en" | "es" | "de" | "fr" | "pt-BR" | "ja" | "ar";
}

export interface PushSubscribedDto {
  /** Whether this browser now gets "your turn" notifications for this session */
  subscribed: boolean;
}

export interface PushUnsubscribeDto {
  /** The endpoint of the subscription, as subscribed */
  endpoint: string;
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

export interface AnalyticsHealthDto {
  /** Percent of API requests answered 5xx, last 5 minutes */
  errorRate: number;
  /** Mean API response time in ms, last 5 minutes */
  responseTime: number;
  /** Seconds since this instance started */
  uptime: number;
  databaseHealth: "healthy" | "critical";
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
  health: AnalyticsHealthDto;
  growth: GrowthDto;
  usage: UsageDto;
}

export interface HiddenVideoDto {
  videoId: string;
  title: string;
  /** The YouTube player error of the report that hid it (100, 101 or 150) */
  errorCode: number;
  /** When it was hidden */
  reportedAt: string;
  /** Who hid it: several hosts' reports, or an admin's */
  hiddenBy: "hosts" | "admin";
  /** How many hosts (or admins) reported it from their stage */
  reports: number;
}

export interface HiddenVideoPageDto {
  data: Array<HiddenVideoDto>;
  pagination: PaginationDto;
}

export interface VideoRestoredDto {
  videoId: string;
  /** Always true: the video is offered by search again, and its reports are cleared */
  restored: boolean;
}

export interface PlanRequestPageDto {
  data: Array<PlanRequestDto>;
  pagination: PaginationDto;
}

export interface DeclinePlanRequestDto {
  reason?: string;
}

export interface ApproveHereDto {
  username: string;
  password: string;
}

export interface RoomChannelMessageDto {
  /** The room whose channel to join or leave */
  roomId: string;
}

export interface RoomJoinAckDto {
  ok: boolean;
  /** When ok: the room joined */
  roomId?: string;
  /** When ok: the room's version now; a later push other than the next version is a gap (refetch) */
  version?: number;
  /** When not ok, why, for programs: ROOM_ID_REQUIRED, a join refusal (NOT_IN_ROOM, ROOM_NOT_FOUND, NOT_SIGNED_IN…), LIVE_UPDATES_UNAVAILABLE or SOCKET_SLOW_DOWN (both with retry) */
  code?: string;
  /** The values the notice's sentence is filled with; {} when none */
  params?: Record<string, unknown>;
  /** When not ok: why, as a sentence */
  message?: string;
  /** When not ok: true when the server could not decide for a moment (its database or cache away), so asking again shortly may succeed; a refusal without it is final for this connection */
  retry?: boolean;
}

export interface RoomChangedStateDto {
  /** As GET /api/rooms/{roomId}/queue answers it */
  queue?: QueueDto;
  /** As GET /api/rooms/{roomId}/playing answers it */
  playing?: PlayingDto;
  /** As GET /api/rooms/{roomId}/users answers it */
  users?: Array<RoomUserDto>;
  /** As GET /api/rooms/{roomId} answers it */
  room?: RoomDto;
}

export interface RoomNoticeSongDto {
  title: string;
  /** Who added the song */
  addedById: number;
}

export interface RoomNoticeDto {
  kind: "song-removed" | "queue-cleared" | "song-restored" | "party-ended" | "request-approved" | "request-declined";
  /** The display name of the person who did it */
  by: string;
  /** Who did it (a person is not told of their own doing) */
  byUserId: number;
  /** The songs concerned (none for party-ended) */
  songs: Array<RoomNoticeSongDto>;
  /** For request-declined: the host's reason, when one was given */
  reason?: string;
}

export interface RoomChangedEventDto {
  roomId: string;
  /** The room's version after the change (poll answers carry it as their ETag) */
  version: number;
  /** What changed: clients refetch only those parts */
  changes: Array<"room" | "settings" | "users" | "queue" | "playing" | "ended">;
  /** For 'users' changes caused by a boot or a kick: who was removed (no longer in the channel) */
  removedUserId?: number;
  /** With a removal, a clear or an undo by the host (kind song-removed, queue-cleared, song-restored), with the end of a deleted room (party-ended), and with the host's answer to a song request (request-approved, request-declined with its reason): who did it, and whose songs, so each person is told about their own */
  notice?: RoomNoticeDto;
  /** The changed parts at `version`, ready to use: a phone holding `version - 1` applies them without a request; a part named in `changes` but absent here (or any gap in versions) is refetched. Absent in the catch-up message after Redis returns */
  state?: RoomChangedStateDto;
}

export interface RoomRemovedEventDto {
  roomId: string;
  /** Why, for programs: REMOVED_BY_HOST after a boot, LEFT_ROOM after leaving, REMOVED_FROM_ROOM otherwise, or the code of the join refusal that now applies (NOT_IN_ROOM, ROOM_NOT_FOUND, NOT_SIGNED_IN) */
  code: string;
  /** The values the notice's sentence is filled with; {} when none */
  params: Record<string, unknown>;
  /** Why, as the 'Removed from Room' sentence to show: 'You have been removed from the room by the host.' after a boot, 'You have been removed from this room' when the person left the room otherwise (an admin's kick, joining another room), or the join refusal that now applies (e.g. an admin who was demoted) */
  message: string;
}

export interface SessionEndedEventDto {
  /** The sentence's code: REMOVED_BY_HOST, LEFT_ROOM or REMOVED_FROM_ROOM */
  code: string;
  /** The values the notice's sentence is filled with; {} when none */
  params: Record<string, unknown>;
  /** For a guest, whose stay ended with the session, the 'Removed from Room' sentence to show ('You have been removed from the room by the host.' after a boot, 'You left the room.' after leaving, else 'You have been removed from this room'); a registered user is signed out (logout, password reset, kick, deleted account) */
  message: string;
  /** Why: 'booted', 'left', 'ended' (the host ended the party), 'room-deleted', 'account-deleted' (the owner's account and its rooms), 'expired', 'inactive', 'replaced', 'kicked', 'password-reset', 'password-changed', 'logout'…; a guest whose room ended says goodbye instead of 'Removed from Room' */
  reason?: string;
}

export interface RoomNoticeParamsDto {
  /** The song that could not play */
  title: string;
}

export interface RoomNoticeEventDto {
  roomId: string;
  /** What happened: unplayable, the song on stage could not play and the room moved on */
  kind: "unplayable";
  /** What to say, for programs: the apps word it in their language from the code and its params */
  code: "VIDEO_UNPLAYABLE";
  /** The notice's values: VIDEO_UNPLAYABLE's title */
  params: RoomNoticeParamsDto;
  videoId: string;
  title: string;
  /** The notice in English, for API consumers */
  message: string;
}

export interface RoomReactionEventDto {
  roomId: string;
  reaction: "clap" | "fire" | "heart" | "laugh" | "mic";
  emoji: string;
  userId: number;
  /** Display name of who cheered */
  displayName: string;
  /** Milliseconds since the epoch when the server counted it */
  at: number;
}

export interface StagePresenceMessageDto {
  /** The room whose stage this is; the socket must have joined its channel */
  roomId: string;
  /** true when the stage opened or is still open; false when it closes */
  open: boolean;
}

export interface StagePresenceAckDto {
  ok: boolean;
  /** When not ok, why, for programs: STAGE_PRESENCE_INVALID, STAGE_NOT_JOINED, STAGE_ONLY_HOST or SOCKET_SLOW_DOWN */
  code?: string;
  /** The values the notice's sentence is filled with; {} when none */
  params?: Record<string, unknown>;
  /** When not ok: why, as a sentence ("Join the room's channel before saying its stage is open.", 'Only the host can run the stage.') */
  message?: string;
  /** When not ok: true when sent too fast (SOCKET_SLOW_DOWN); saying it again later may succeed */
  retry?: boolean;
}

export interface RoomStageEventDto {
  roomId: string;
  /** Open: the host view shows no player of its own until it closes or is not heard of for 25 s */
  open: boolean;
}

export interface RoomLyricsOffsetEventDto {
  roomId: string;
  videoId: string;
  /** The new offset, in ms (LyricsDto.offsetMs) */
  offsetMs: number;
  /** Display name of who changed it */
  changedBy: string;
}

/** Every documented path and its methods (openapi-typescript's shape). */
export interface paths {
  "/api/admin/jobs": {
    get: operations["JobsController_list"];
  };
  "/api/admin/jobs/{name}/runs": {
    get: operations["JobsController_jobRuns"];
  };
  "/api/admin/jobs/{name}/run": {
    post: operations["JobsController_runNow"];
  };
  "/api/health": {
    get: operations["HealthController_check"];
  };
  "/api/health/live": {
    get: operations["HealthController_live"];
  };
  "/api/health/ready": {
    get: operations["HealthController_ready"];
  };
  "/api/invite-address": {
    get: operations["NetworkController_inviteAddress"];
  };
  "/api/auth/register": {
    post: operations["AuthController_register"];
  };
  "/api/auth/login": {
    post: operations["AuthController_login"];
  };
  "/api/auth/logout": {
    post: operations["AuthController_logout"];
  };
  "/api/auth/check": {
    get: operations["AuthController_check"];
  };
  "/api/auth/me": {
    get: operations["AuthController_me"];
  };
  "/api/tier-limits": {
    get: operations["TiersController_limits"];
  };
  "/api/tiers/{tier}": {
    get: operations["TiersController_get"];
  };
  "/api/users/{userId}": {
    put: operations["UsersController_update"];
  };
  "/api/users/{userId}/heartbeat": {
    patch: operations["UsersController_heartbeat"];
  };
  "/api/rooms": {
    post: operations["RoomsController_create"];
  };
  "/api/rooms/code/{code}": {
    get: operations["RoomsController_byCode"];
  };
  "/api/rooms/{roomId}": {
    get: operations["RoomsController_get"];
    delete: operations["RoomsController_delete"];
  };
  "/api/rooms/{roomId}/end": {
    post: operations["RoomsController_end"];
  };
  "/api/rooms/{roomId}/toggle-lock": {
    post: operations["RoomsController_toggleLock"];
  };
  "/api/rooms/{roomId}/settings": {
    patch: operations["RoomsController_updateSettings"];
  };
  "/api/rooms/{roomId}/join": {
    post: operations["RoomsController_join"];
  };
  "/api/rooms/{roomId}/boot/{userId}": {
    post: operations["RoomsController_boot"];
  };
  "/api/rooms/{roomId}/boots": {
    get: operations["RoomsController_boots"];
  };
  "/api/rooms/{roomId}/boots/{userId}": {
    delete: operations["RoomsController_letBackIn"];
  };
  "/api/rooms/{roomId}/users": {
    get: operations["RoomsController_users"];
  };
  "/api/guest/join": {
    post: operations["GuestsController_join"];
  };
  "/api/guest/me": {
    patch: operations["GuestsController_rename"];
  };
  "/api/rooms/{roomId}/leave": {
    post: operations["GuestsController_leave"];
  };
  "/api/users/{userId}/validate/{roomId}": {
    get: operations["UserRoomsController_validate"];
  };
  "/api/users/{userId}/rooms": {
    get: operations["UserRoomsController_rooms"];
  };
  "/api/rooms/{roomId}/screens/pairing-code": {
    post: operations["ScreensController_newCode"];
  };
  "/api/screens/pair": {
    post: operations["ScreensController_pair"];
  };
  "/api/screens/me": {
    get: operations["ScreensController_me"];
  };
  "/api/rooms/{roomId}/screens": {
    get: operations["ScreensController_list"];
  };
  "/api/rooms/{roomId}/screens/{screenId}": {
    delete: operations["ScreensController_end"];
  };
  "/api/plan-requests": {
    post: operations["PlanRequestsController_ask"];
  };
  "/api/plan-requests/mine": {
    get: operations["PlanRequestsController_mine"];
    delete: operations["PlanRequestsController_withdraw"];
  };
  "/api/rooms/{roomId}/queue": {
    get: operations["QueueController_list"];
    post: operations["QueueController_add"];
    delete: operations["QueueController_clear"];
  };
  "/api/queue": {
    post: operations["QueueController_addToRoom"];
  };
  "/api/queue/{queueItemId}": {
    delete: operations["QueueController_remove"];
  };
  "/api/rooms/{roomId}/queue/restore": {
    post: operations["QueueController_restore"];
  };
  "/api/queue/{queueItemId}/position": {
    patch: operations["QueueController_reorder"];
  };
  "/api/queue/{queueItemId}/play-next": {
    post: operations["QueueController_playNext"];
  };
  "/api/queue/{queueItemId}/move-to-end": {
    post: operations["QueueController_moveToEnd"];
  };
  "/api/queue/{queueItemId}/let-others-go-first": {
    post: operations["QueueController_letOthersGoFirst"];
  };
  "/api/rooms/{roomId}/requests/{requestId}/approve": {
    post: operations["RequestsController_approve"];
  };
  "/api/rooms/{roomId}/requests/{requestId}/decline": {
    post: operations["RequestsController_decline"];
  };
  "/api/rooms/{roomId}/requests/{requestId}": {
    delete: operations["RequestsController_withdraw"];
  };
  "/api/rooms/{roomId}/phoneless-singers": {
    post: operations["PhonelessController_add"];
  };
  "/api/rooms/{roomId}/phoneless-singers/{userId}": {
    delete: operations["PhonelessController_remove"];
  };
  "/api/rooms/{roomId}/phoneless-singers/{userId}/queue": {
    post: operations["PhonelessController_addSong"];
  };
  "/api/queue/{queueItemId}/singers": {
    post: operations["SingersController_invite"];
  };
  "/api/queue/{queueItemId}/singers/answer": {
    post: operations["SingersController_answer"];
  };
  "/api/rooms/{roomId}/playing": {
    get: operations["PlayerController_playing"];
  };
  "/api/rooms/{roomId}/play-next": {
    post: operations["PlayerController_playNext"];
  };
  "/api/rooms/{roomId}/skip": {
    post: operations["PlayerController_skip"];
  };
  "/api/rooms/{roomId}/playing/clock": {
    post: operations["PlayerController_clock"];
  };
  "/api/rooms/{roomId}/playing/let-finish": {
    post: operations["PlayerController_letFinish"];
  };
  "/api/rooms/{roomId}/unplayable": {
    post: operations["UnplayableController_report"];
  };
  "/api/rooms/{roomId}/history": {
    get: operations["HistoryController_tonight"];
  };
  "/api/rooms/{roomId}/history/{playedSongId}/sing-again": {
    post: operations["HistoryController_singAgain"];
  };
  "/api/rooms/{roomId}/history.csv": {
    get: operations["HistoryController_csv"];
  };
  "/api/users/{userId}/history": {
    get: operations["HistoryController_pastParties"];
  };
  "/api/rooms/{roomId}/reactions": {
    post: operations["ReactionsController_react"];
  };
  "/api/rooms/{roomId}/lyrics": {
    get: operations["LyricsController_get"];
  };
  "/api/rooms/{roomId}/lyrics/offset": {
    put: operations["LyricsController_setOffset"];
  };
  "/api/youtube/search": {
    get: operations["YoutubeController_search"];
  };
  "/api/admin/youtube-tracker/quota-stats": {
    get: operations["YoutubeAdminController_quotaStats"];
  };
  "/api/admin/youtube-tracker/quota-history": {
    get: operations["YoutubeAdminController_quotaHistory"];
  };
  "/api/admin/youtube-tracker/recent-calls": {
    get: operations["YoutubeAdminController_recentCalls"];
  };
  "/api/admin/youtube-tracker/cleanup": {
    post: operations["YoutubeAdminController_cleanup"];
  };
  "/api/admin/cache/purge-non-karaoke": {
    post: operations["YoutubeAdminController_purge"];
  };
  "/api/favorites": {
    get: operations["FavoritesController_list"];
    post: operations["FavoritesController_add"];
  };
  "/api/favorites/{videoId}/check": {
    get: operations["FavoritesController_check"];
  };
  "/api/favorites/{videoId}": {
    delete: operations["FavoritesController_remove"];
  };
  "/api/library": {
    get: operations["LibraryController_status"];
  };
  "/api/library/search": {
    get: operations["LibraryController_search"];
  };
  "/api/rooms/{roomId}/library/{songId}": {
    get: operations["LibraryController_song"];
  };
  "/api/rooms/{roomId}/library/{songId}/media": {
    get: operations["LibraryController_media"];
  };
  "/api/rooms/{roomId}/library/{songId}/cdg": {
    get: operations["LibraryController_cdg"];
  };
  "/api/admin/library": {
    get: operations["LibraryAdminController_status"];
  };
  "/api/admin/library/rescan": {
    post: operations["LibraryAdminController_rescan"];
  };
  "/api/push/key": {
    get: operations["PushController_key"];
  };
  "/api/push/subscription": {
    put: operations["PushController_subscribe"];
    delete: operations["PushController_unsubscribe"];
  };
  "/api/admin/users": {
    get: operations["AdminController_users"];
  };
  "/api/admin/users/{userId}": {
    get: operations["AdminController_user"];
    put: operations["AdminController_replace"];
    delete: operations["AdminController_remove"];
    patch: operations["AdminController_update"];
  };
  "/api/admin/users/{userId}/reset-password": {
    post: operations["AdminController_resetPassword"];
  };
  "/api/admin/users/{userId}/kick": {
    post: operations["AdminController_kick"];
  };
  "/api/admin/users/{userId}/promote": {
    post: operations["AdminController_promote"];
  };
  "/api/admin/users/{userId}/demote": {
    post: operations["AdminController_demote"];
  };
  "/api/admin/rooms": {
    get: operations["AdminController_rooms"];
  };
  "/api/admin/rooms/{roomId}": {
    delete: operations["AdminController_deleteRoom"];
  };
  "/api/admin/analytics": {
    get: operations["AdminController_analytics"];
  };
  "/api/admin/hidden-videos": {
    get: operations["HiddenVideosController_list"];
  };
  "/api/admin/hidden-videos/{videoId}": {
    delete: operations["HiddenVideosController_restore"];
  };
  "/api/admin/plan-requests": {
    get: operations["PlanRequestsAdminController_list"];
  };
  "/api/admin/plan-requests/{requestId}/approve": {
    post: operations["PlanRequestsAdminController_approve"];
  };
  "/api/admin/plan-requests/{requestId}/decline": {
    post: operations["PlanRequestsAdminController_decline"];
  };
  "/api/plan-requests/mine/approve-here": {
    post: operations["ApproveHereController_approveHere"];
  };
}

/** Every documented operation: parameters, JSON body and answers by status. */
export interface operations {
  /** GET /api/admin/jobs: Every job with its schedule, next run, last 5 runs and failures in the last 24 hours */
  JobsController_list: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': JobListDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/jobs/{name}/runs: A job's recorded runs, newest first (every attempt: started, finished, outcome, items touched, error) */
  JobsController_jobRuns: {
    parameters: { path: { name: string }; query?: { limit?: number } };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': JobRunListDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/admin/jobs/{name}/run: Run a job now (queued, with the usual retries); its run appears in the list when it starts */
  JobsController_runNow: {
    parameters: { path: { name: string }; query?: never };
    requestBody?: never;
    responses: {
      202: { content: { 'application/json': JobQueuedDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/health: Report whether this instance, its database and (when configured) Redis are up */
  HealthController_check: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': HealthDto } };
      503: { content: { 'application/json': HealthDto } };
    };
  };
  /** GET /api/health/live: Liveness probe: the process answers (never touches the database or Redis) */
  HealthController_live: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': LivenessDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/health/ready: Readiness probe: the database answers, migrations are applied and Redis answers when configured */
  HealthController_ready: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': ReadinessDto } };
      503: { content: { 'application/json': ReadinessDto } };
    };
  };
  /** GET /api/invite-address: Where invite links should point: PUBLIC_URL when set; else, for an app opened on this machine (localhost), the machine's address on the local network */
  NetworkController_inviteAddress: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': InviteAddressDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/auth/register: Create an account with a beta access code (then sign in) */
  AuthController_register: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': RegisterDto } };
    responses: {
      201: { content: { 'application/json': UserDto } };
      400: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/auth/login: Sign in: sets the httpOnly session cookie and this browser's device cookie (kp_device), and answers the user */
  AuthController_login: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': LoginDto } };
    responses: {
      200: { content: { 'application/json': UserDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/auth/logout: Sign out: ends this browser's session (harmless when already signed out) */
  AuthController_logout: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': LogoutDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/auth/check: Whether this browser is signed in (200) or not (401) */
  AuthController_check: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': AuthCheckDto } };
      401: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/auth/me: The signed-in person, with role and tier */
  AuthController_me: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': UserDto } };
      401: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/tier-limits: The limits of every tier, keyed by tier number (1, 2, 3, 999) */
  TiersController_limits: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': Record<string, TierLimitsDto> } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/tiers/{tier}: One tier: its name, description and limits */
  TiersController_get: {
    parameters: { path: { tier: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': TierDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** PUT /api/users/{userId}: Update your profile: display name and, optionally, a new password (self or admin) */
  UsersController_update: {
    parameters: { path: { userId: number }; query?: never };
    requestBody: { content: { 'application/json': UpdateUserDto } };
    responses: {
      200: { content: { 'application/json': UserDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** PATCH /api/users/{userId}/heartbeat: Say you are still here (sent every 30 s; online means heard from within 2 minutes) */
  UsersController_heartbeat: {
    parameters: { path: { userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': HeartbeatDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms: Create a room owned by the signed-in user, within their tier's limits */
  RoomsController_create: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': CreateRoomDto } };
    responses: {
      201: { content: { 'application/json': RoomDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/code/{code}: Find a live room by its 6-character code (case-insensitive) */
  RoomsController_byCode: {
    parameters: { path: { code: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': RoomDto } };
      401: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}: A room with its settings, counts and expiry (polled; answers ETag and 304 when unchanged) */
  RoomsController_get: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': RoomDto } };
      304: { content: never };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/rooms/{roomId}: Delete a room with its queue and history (owner or admin); everyone in it is let go */
  RoomsController_delete: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': RoomDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/end: End the party for everyone (owner or admin) and keep its history */
  RoomsController_end: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': RoomDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/toggle-lock: Lock or unlock a room (owner): a locked room takes no newcomers */
  RoomsController_toggleLock: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': RoomDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** PATCH /api/rooms/{roomId}/settings: Change a room's settings (owner); values are limited to the offered choices */
  RoomsController_updateSettings: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody: { content: { 'application/json': UpdateRoomSettingsDto } };
    responses: {
      200: { content: { 'application/json': RoomDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/join: Enter a room as the signed-in registered user (guests join by code at /api/guest/join) */
  RoomsController_join: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody: { content: { 'application/json': JoinRoomDto } };
    responses: {
      200: { content: { 'application/json': RoomDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/boot/{userId}: Remove someone from the room (owner); a booted guest's session ends, and nobody may rejoin as them, under the same name (case-insensitive) or from the same browser, until let back in */
  RoomsController_boot: {
    parameters: { path: { roomId: string; userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': BootResultDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/boots: People removed from the room and not let back in, newest first (owner or admin) */
  RoomsController_boots: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': Array<BootedPersonDto> } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/rooms/{roomId}/boots/{userId}: Let someone back in (owner or admin): undoes their boot, so they may join again by code, under that name and from that browser; a booted guest comes back as a new guest (their session ended with the boot) */
  RoomsController_letBackIn: {
    parameters: { path: { roomId: string; userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': LetBackInResultDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/users: People in the room, owner first (polled; answers ETag and 304 when unchanged) */
  RoomsController_users: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': Array<RoomUserDto> } };
      304: { content: never };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/guest/join: Join a room as a guest with its code and a display name (no account); sets a guest session cookie and this browser's device cookie (kp_device), which with the name keeps a booted guest out */
  GuestsController_join: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': GuestJoinDto } };
    responses: {
      200: { content: { 'application/json': GuestJoinResultDto } };
      400: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** PATCH /api/guest/me: A guest changes the name everyone sees (their waiting songs follow it); names stay unique in the room */
  GuestsController_rename: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': RenameGuestDto } };
    responses: {
      200: { content: { 'application/json': UserDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/leave: Leave a room (anyone but its owner): your waiting songs (and requests) leave the queue; a guest's session ends (the stay was the guest) */
  GuestsController_leave: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': LeaveRoomResultDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/users/{userId}/validate/{roomId}: Whether you are still in the room (checked every 30 s): invalid after a boot, or when the room ended */
  UserRoomsController_validate: {
    parameters: { path: { userId: number; roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': ValidateMembershipDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/users/{userId}/rooms: A user's live rooms with their counts (self or admin) */
  UserRoomsController_rooms: {
    parameters: { path: { userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': Array<RoomDto> } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/screens/pairing-code: Open on a TV: a short code that pairs one screen to the room (owner or admin); the room's earlier untyped code stops working */
  ScreensController_newCode: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      201: { content: { 'application/json': PairingCodeDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/screens/pair: Pair this browser as a screen of the code's room (no sign-in): it gets a screen cookie (kp_screen) that reads that room's stage and nothing else */
  ScreensController_pair: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': PairScreenDto } };
    responses: {
      200: { content: { 'application/json': ScreenDto } };
      400: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      410: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/screens/me: This screen's pairing (its screen cookie): which room it shows; 401 once the host ended it or the room ended */
  ScreensController_me: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': ScreenDto } };
      401: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/screens: The screens paired to the room and showing it, first paired first (owner or admin) */
  ScreensController_list: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': Array<ScreenDto> } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/rooms/{roomId}/screens/{screenId}: End a screen (owner or admin): it stops showing the room at once and returns to its pairing screen */
  ScreensController_end: {
    parameters: { path: { roomId: string; screenId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': ScreenEndedDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/plan-requests: Ask the server's administrators for a bigger plan; asking again while one waits changes the plan it asks for */
  PlanRequestsController_ask: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': AskForPlanDto } };
    responses: {
      201: { content: { 'application/json': PlanRequestDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/plan-requests/mine: This account's latest plan request, waiting or answered (with the reason of a decline), or null */
  PlanRequestsController_mine: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': MyPlanRequestDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/plan-requests/mine: Take back the plan request that waits */
  PlanRequestsController_withdraw: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': PlanRequestWithdrawnDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/queue: The waiting songs in the order they will play (polled; answers ETag and 304 when unchanged) */
  QueueController_list: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': QueueDto } };
      304: { content: never };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/queue: Add a song to the room's queue as the signed-in person (addedBy/addedById in the body are ignored) */
  QueueController_add: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody: { content: { 'application/json': AddQueueItemDto } };
    responses: {
      201: { content: { 'application/json': QueueItemDto } };
      202: { content: { 'application/json': SongRequestDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: never };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/rooms/{roomId}/queue: Clear the queue (owner) */
  QueueController_clear: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': QueueClearedDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/queue: Add a song to a named room (the favorites screen); the same rules as adding in the room */
  QueueController_addToRoom: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': AddToRoomQueueDto } };
    responses: {
      201: { content: { 'application/json': QueueItemDto } };
      202: { content: { 'application/json': SongRequestDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: never };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/queue/{queueItemId}: Remove a song from the queue (the owner any song, anyone else their own); later songs move up */
  QueueController_remove: {
    parameters: { path: { queueItemId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': QueueItemRemovedDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/queue/restore: Undo a removal (the owner any, anyone else their own song's, with its undo token): the song comes back at its place */
  QueueController_restore: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody: { content: { 'application/json': RestoreQueueItemDto } };
    responses: {
      201: { content: { 'application/json': QueueItemDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: never };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** PATCH /api/queue/{queueItemId}/position: Move a song to a 1-based position (owner; the drag); the others close up around it and later adds respect it */
  QueueController_reorder: {
    parameters: { path: { queueItemId: number }; query?: never };
    requestBody: { content: { 'application/json': ReorderQueueItemDto } };
    responses: {
      200: { content: { 'application/json': QueueDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/queue/{queueItemId}/play-next: Play this song next (owner): it moves to the top, ahead of the song announced as up next; the rest keep the rotation's order */
  QueueController_playNext: {
    parameters: { path: { queueItemId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': QueueDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/queue/{queueItemId}/move-to-end: Move this song to the end of the queue (owner); it stays behind songs added later until the host moves it again */
  QueueController_moveToEnd: {
    parameters: { path: { queueItemId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': QueueDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/queue/{queueItemId}/let-others-go-first: Let others go first: your own song moves down one place, never up (the owner may do it for any song) */
  QueueController_letOthersGoFirst: {
    parameters: { path: { queueItemId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': QueueDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/requests/{requestId}/approve: Approve a guest's song request (owner): it joins the queue at the place it would have had when it was asked for */
  RequestsController_approve: {
    parameters: { path: { roomId: string; requestId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': QueueItemDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/requests/{requestId}/decline: Decline a guest's song request (owner), with an optional reason the guest sees */
  RequestsController_decline: {
    parameters: { path: { roomId: string; requestId: string }; query?: never };
    requestBody: { content: { 'application/json': DeclineRequestDto } };
    responses: {
      200: { content: { 'application/json': SongRequestDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/rooms/{roomId}/requests/{requestId}: Withdraw a waiting request, or dismiss a declined one (its guest; the owner any) */
  RequestsController_withdraw: {
    parameters: { path: { roomId: string; requestId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': QueueClearedDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/phoneless-singers: Add a singer without a phone to the room (owner): they take turns like anyone, count against the room’s guest limit, and their turns are told to the host’s phone and the stage */
  PhonelessController_add: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody: { content: { 'application/json': AddPhonelessSingerDto } };
    responses: {
      201: { content: { 'application/json': RoomUserDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/rooms/{roomId}/phoneless-singers/{userId}: Remove a singer without a phone (owner); their waiting songs leave the queue with them */
  PhonelessController_remove: {
    parameters: { path: { roomId: string; userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': PhonelessSingerRemovedDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/phoneless-singers/{userId}/queue: Add a song for a singer without a phone (owner, or anyone in the room when settings.othersQueueForPhoneless): it is their song, within their songs-waiting limit as a guest, and fair rotation counts it as their turn */
  PhonelessController_addSong: {
    parameters: { path: { roomId: string; userId: number }; query?: never };
    requestBody: { content: { 'application/json': AddQueueItemDto } };
    responses: {
      201: { content: { 'application/json': QueueItemDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: never };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/queue/{queueItemId}/singers: "Sing with me": whoever added a waiting song invites people in the room to sing it with them (at most 3 others, not themselves, each once); a singer without a phone is in at once, anyone else is asked on their phone */
  SingersController_invite: {
    parameters: { path: { queueItemId: number }; query?: never };
    requestBody: { content: { 'application/json': InviteSingersDto } };
    responses: {
      200: { content: { 'application/json': QueueItemDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/queue/{queueItemId}/singers/answer: An invitee accepts or declines singing a waiting song (and may change their mind while it waits) */
  SingersController_answer: {
    parameters: { path: { queueItemId: number }; query?: never };
    requestBody: { content: { 'application/json': AnswerInviteDto } };
    responses: {
      200: { content: { 'application/json': QueueItemDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/playing: What the room is playing now (polled; answers ETag and 304 when unchanged) */
  PlayerController_playing: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': PlayingDto } };
      304: { content: never };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/play-next: Start the next song (owner; also sent when a video ends). May answer the joke track (isRickRoll) */
  PlayerController_playNext: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': PlayNextDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/skip: Skip the current song (owner). May answer the joke track (isRickRoll) */
  PlayerController_skip: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: { content: { 'application/json': SkipDto } };
    responses: {
      200: { content: { 'application/json': PlayNextDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/playing/clock: The room's player reports the song playing or paused (owner): the playing time auto-skip counts */
  PlayerController_clock: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody: { content: { 'application/json': PlayingClockReportDto } };
    responses: {
      200: { content: { 'application/json': PlayingDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/playing/let-finish: Let the song on stage finish (owner): auto-skip leaves this song alone */
  PlayerController_letFinish: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody: { content: { 'application/json': StageSongDto } };
    responses: {
      200: { content: { 'application/json': PlayingDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/unplayable: The room's player could not play a video (owner): if it is the song on stage the room moves on and is told (room:notice), and errors 100/101/150 count as one host's report; a report about any other video changes nothing */
  UnplayableController_report: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody: { content: { 'application/json': ReportUnplayableDto } };
    responses: {
      200: { content: { 'application/json': UnplayableResultDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/history: Tonight's songs in the room, newest first: who sang what and when, skipped or not, applause (the room's people; after the party ended, its host) */
  HistoryController_tonight: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': RoomHistoryDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/history/{playedSongId}/sing-again: Sing a song of tonight again: it joins the queue as the signed-in person's own, under the room's usual limits */
  HistoryController_singAgain: {
    parameters: { path: { roomId: string; playedSongId: number }; query?: never };
    requestBody?: never;
    responses: {
      201: { content: { 'application/json': QueueItemDto } };
      202: { content: { 'application/json': SongRequestDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/history.csv: The evening as a CSV file (host or admin; also after the party ended) */
  HistoryController_csv: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: never };
      401: { content: never };
      403: { content: never };
      404: { content: never };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/users/{userId}/history: Your past parties, newest first: the rooms where you sang with your songs there, and the ended parties you hosted (accounts only) */
  HistoryController_pastParties: {
    parameters: { path: { userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': Array<PastPartyDto> } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/rooms/{roomId}/reactions: Cheer the song on stage (the room's people): pushed to the room as room:reaction and counted on the song */
  ReactionsController_react: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody: { content: { 'application/json': SendReactionDto } };
    responses: {
      200: { content: { 'application/json': ReactionResultDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/lyrics: Lyrics of the song on stage (the room's people), with its timing offset */
  LyricsController_get: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': LyricsDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** PUT /api/rooms/{roomId}/lyrics/offset: Move the lyrics of the song on stage earlier or later (the host, an admin or the person singing): pushed as room:lyrics-offset */
  LyricsController_setOffset: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody: { content: { 'application/json': SetLyricsOffsetDto } };
    responses: {
      200: { content: { 'application/json': LyricsOffsetDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/youtube/search: Search karaoke videos in a style (the chips): fresh cache, then live YouTube (quota permitting), then local video metadata; known karaoke channels first */
  YoutubeController_search: {
    parameters: { path?: never; query: { q: string; force_api?: "true" | "false"; style?: "karaoke" | "lower-key" | "higher-key" | "duet" | "lyrics" } };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': SearchResponseDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/youtube-tracker/quota-stats: Today's YouTube quota (the Pacific-time day), keyless searches counted apart, everyone's hourly budget, and which source answers now */
  YoutubeAdminController_quotaStats: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': QuotaTodayDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/youtube-tracker/quota-history: Quota used per day for the last N days (default 7), oldest first */
  YoutubeAdminController_quotaHistory: {
    parameters: { path?: never; query?: { days?: number } };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': Array<QuotaStatsDto> } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/youtube-tracker/recent-calls: The most recent calls to YouTube (default 50), newest first */
  YoutubeAdminController_recentCalls: {
    parameters: { path?: never; query?: { limit?: number } };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': Array<ApiCallDto> } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/admin/youtube-tracker/cleanup: Remove call records older than 30 days */
  YoutubeAdminController_cleanup: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': CleanupResultDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/admin/cache/purge-non-karaoke: Remove cached videos that don't look like karaoke, and searches left empty (runs as a job) */
  YoutubeAdminController_purge: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': PurgeResultDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/favorites: Your favorite songs, newest first */
  FavoritesController_list: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': Array<FavoriteDto> } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/favorites: Save a song (adding it again keeps one) */
  FavoritesController_add: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': AddFavoriteDto } };
    responses: {
      201: { content: { 'application/json': FavoriteDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      413: { content: never };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/favorites/{videoId}/check: Whether a video is one of your favorites */
  FavoritesController_check: {
    parameters: { path: { videoId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': FavoriteCheckDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/favorites/{videoId}: Remove a song from your favorites */
  FavoritesController_remove: {
    parameters: { path: { videoId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': FavoriteRemovedDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/library: Whether this server has the host's own karaoke files (MEDIA_DIR), and how many songs */
  LibraryController_status: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': LibraryStatusDto } };
      401: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/library/search: Search the host's library by artist or title (no quota: the songs are on this server) */
  LibraryController_search: {
    parameters: { path?: never; query?: { q?: string; limit?: number } };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': LibrarySearchDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/library/{songId}: A library song of this room (queued or on stage): what the stage needs to play it */
  LibraryController_song: {
    parameters: { path: { roomId: string; songId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': LibrarySongDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/library/{songId}/media: A library song's video, or the audio of a CD+G song, for members of a room that has it queued or on stage */
  LibraryController_media: {
    parameters: { path: { roomId: string; songId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: never };
      206: { content: never };
      400: { content: never };
      401: { content: never };
      403: { content: never };
      404: { content: never };
      416: { content: never };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/rooms/{roomId}/library/{songId}/cdg: The CD+G graphics of a library song (kind cdg), for members of a room that has it queued or on stage */
  LibraryController_cdg: {
    parameters: { path: { roomId: string; songId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: never };
      400: { content: never };
      401: { content: never };
      403: { content: never };
      404: { content: never };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/library: The library: songs, last scan, and the files that could not be read and why */
  LibraryAdminController_status: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': AdminLibraryDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/admin/library/rescan: Scan the library folder again now; answers when the scan is done */
  LibraryAdminController_rescan: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': AdminLibraryDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/push/key: The server's VAPID public key, to subscribe with (PushManager.subscribe's applicationServerKey) */
  PushController_key: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': PushKeyDto } };
      401: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** PUT /api/push/subscription: Notify this browser when it is your turn to sing (You're up next, You're on!) */
  PushController_subscribe: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': PushSubscriptionDto } };
    responses: {
      200: { content: { 'application/json': PushSubscribedDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/push/subscription: Stop notifying this browser (an endpoint that is not yours changes nothing) */
  PushController_unsubscribe: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': PushUnsubscribeDto } };
    responses: {
      200: { content: { 'application/json': PushSubscribedDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/users: Registered accounts: filtered, sorted and paged on the server (page/pageSize/sortBy/sortOrder, or range/sort/filter) */
  AdminController_users: {
    parameters: { path?: never; query?: { page?: number; pageSize?: 25 | 50 | 100 | 500; sortOrder?: "asc" | "desc"; search?: string; range?: string; sort?: string; filter?: string; sortBy?: "createdAt" | "username" | "displayName" | "role" | "subscriptionTier" | "lastActive" | "userId"; tier?: 1 | 2 | 3 | 999; role?: "user" | "moderator" | "admin"; hasRoom?: "true" | "false"; registrationDateFrom?: string; registrationDateTo?: string; lastActiveFrom?: string; lastActiveTo?: string } };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': unknown } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/users/{userId}: One account (the edit form) */
  AdminController_user: {
    parameters: { path: { userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': AdminUserRowDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** PUT /api/admin/users/{userId}: The same change as PATCH, for the ra-data-simple-rest convention (which updates with PUT) */
  AdminController_replace: {
    parameters: { path: { userId: number }; query?: never };
    requestBody: { content: { 'application/json': AdminUpdateUserDto } };
    responses: {
      200: { content: { 'application/json': AdminUserRowDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/admin/users/{userId}: Delete an account with its rooms, queued songs, favorites and sessions */
  AdminController_remove: {
    parameters: { path: { userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': AdminActionDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** PATCH /api/admin/users/{userId}: Change an account's display name, role (user or admin) or tier (1, 2, 3, 999) */
  AdminController_update: {
    parameters: { path: { userId: number }; query?: never };
    requestBody: { content: { 'application/json': AdminUpdateUserDto } };
    responses: {
      200: { content: { 'application/json': AdminUserRowDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/admin/users/{userId}/reset-password: Set a random temporary password (shown once); the old one and every session stop working */
  AdminController_resetPassword: {
    parameters: { path: { userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': TemporaryPasswordDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/admin/users/{userId}/kick: Remove the person from their room and end their sessions */
  AdminController_kick: {
    parameters: { path: { userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': AdminActionDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/admin/users/{userId}/promote: Make an admin (role admin, tier 999) */
  AdminController_promote: {
    parameters: { path: { userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': AdminUserRowDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/admin/users/{userId}/demote: Make an ordinary user (role user, tier 1); selfDemoted tells the SPA to leave /admin */
  AdminController_demote: {
    parameters: { path: { userId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': DemoteResultDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/rooms: Rooms: filtered, sorted and paged on the server (page/pageSize/sortBy/sortOrder, or range/sort/filter) */
  AdminController_rooms: {
    parameters: { path?: never; query?: { page?: number; pageSize?: 25 | 50 | 100 | 500; sortOrder?: "asc" | "desc"; search?: string; range?: string; sort?: string; filter?: string; sortBy?: "createdAt" | "name" | "code" | "ownerUsername" | "userCount" | "queueCount" | "lastActivity"; ownerUsername?: string; isActive?: "true" | "false"; minUsers?: number; maxUsers?: number; creationDateFrom?: string; creationDateTo?: string } };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': unknown } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/admin/rooms/{roomId}: Delete a room; everyone in it is let go */
  AdminController_deleteRoom: {
    parameters: { path: { roomId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': RoomDeletedDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/analytics: Metrics, health, 30-day growth, peak hours, feature use and tier mix, computed from real data */
  AdminController_analytics: {
    parameters: { path?: never; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': AnalyticsDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/hidden-videos: Videos hidden from everyone's search (reported unplayable from several hosts' stages, or by an admin), newest first: page/pageSize/sortBy/sortOrder/search, or range/sort/filter */
  HiddenVideosController_list: {
    parameters: { path?: never; query?: { page?: number; pageSize?: 25 | 50 | 100 | 500; sortOrder?: "asc" | "desc"; search?: string; range?: string; sort?: string; filter?: string; sortBy?: "reportedAt" | "title" } };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': unknown } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** DELETE /api/admin/hidden-videos/{videoId}: Restore a hidden video: search offers it again, and its reports are forgotten (written to the audit log) */
  HiddenVideosController_restore: {
    parameters: { path: { videoId: string }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': VideoRestoredDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** GET /api/admin/plan-requests: Hosts' plan requests, newest first: page/pageSize/sortBy/sortOrder/search/status, or range/sort/filter */
  PlanRequestsAdminController_list: {
    parameters: { path?: never; query?: { page?: number; pageSize?: 25 | 50 | 100 | 500; sortOrder?: "asc" | "desc"; search?: string; range?: string; sort?: string; filter?: string; sortBy?: "createdAt" | "tier" | "status"; status?: "pending" | "approved" | "declined" } };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': unknown } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/admin/plan-requests/{requestId}/approve: Approve a plan request: the account moves to the plan asked for, and its open rooms get the new limits at once (written to the audit log) */
  PlanRequestsAdminController_approve: {
    parameters: { path: { requestId: number }; query?: never };
    requestBody?: never;
    responses: {
      200: { content: { 'application/json': PlanRequestDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/admin/plan-requests/{requestId}/decline: Decline a plan request, with an optional reason the host reads on the Plans page (written to the audit log) */
  PlanRequestsAdminController_decline: {
    parameters: { path: { requestId: number }; query?: never };
    requestBody: { content: { 'application/json': DeclinePlanRequestDto } };
    responses: {
      200: { content: { 'application/json': PlanRequestDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      409: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
  /** POST /api/plan-requests/mine/approve-here: Approve this account's waiting plan request with an administrator's username and password, typed on this screen */
  ApproveHereController_approveHere: {
    parameters: { path?: never; query?: never };
    requestBody: { content: { 'application/json': ApproveHereDto } };
    responses: {
      200: { content: { 'application/json': PlanRequestDto } };
      400: { content: { 'application/json': ErrorDto } };
      401: { content: { 'application/json': ErrorDto } };
      403: { content: { 'application/json': ErrorDto } };
      404: { content: { 'application/json': ErrorDto } };
      413: { content: { 'application/json': ErrorDto } };
      415: { content: { 'application/json': ErrorDto } };
      429: { content: { 'application/json': ErrorDto } };
      503: { content: { 'application/json': ErrorDto } };
    };
  };
}

/** Socket.IO at /socket.io: what each event carries (the document's x-socket-io). */
export interface SocketEvents {
  clientToServer: {
    "room:join": { payload: RoomChannelMessageDto; ack: RoomJoinAckDto };
    "room:leave": { payload: RoomChannelMessageDto; ack: never };
    "stage:presence": { payload: StagePresenceMessageDto; ack: StagePresenceAckDto };
  };
  serverToClient: {
    "room:changed": { payload: RoomChangedEventDto };
    "room:removed": { payload: RoomRemovedEventDto };
    "room:notice": { payload: RoomNoticeEventDto };
    "room:reaction": { payload: RoomReactionEventDto };
    "room:stage": { payload: RoomStageEventDto };
    "room:lyrics-offset": { payload: RoomLyricsOffsetEventDto };
    "session:ended": { payload: SessionEndedEventDto };
  };
}

/** An HTTP method the document uses. */
export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** The paths that answer a method. */
export type ApiPath<M extends ApiMethod> = { [P in keyof paths]: M extends keyof paths[P] ? P : never }[keyof paths];
/** The operation behind a method and path. */
export type ApiOperation<M extends ApiMethod, P extends ApiPath<M>> = paths[P][M & keyof paths[P]];
type Success<O> = O extends { responses: infer R } ? (200 extends keyof R ? R[200] : 201 extends keyof R ? R[201] : 202 extends keyof R ? R[202] : { content: never }) : never;
/** The JSON a successful call answers (undefined when the document names none). */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> =
  Success<ApiOperation<M, P>> extends { content: { 'application/json': infer T } } ? T : undefined;
type Parts<O> = O extends { parameters: { path?: infer Pa; query?: infer Q }; requestBody?: infer B }
  ? ([Exclude<Pa, undefined>] extends [never] ? {} : { path: Exclude<Pa, undefined> }) &
      ([Exclude<Q, undefined>] extends [never] ? {} : O extends { parameters: { query: unknown } } ? { query: Exclude<Q, undefined> } : { query?: Exclude<Q, undefined> }) &
      ([B] extends [never] ? {} : B extends { content: { 'application/json': infer J } } ? (O extends { requestBody: unknown } ? { body: J } : { body?: J }) : {})
  : never;
/** What a call takes besides method and path: path parameters, query and JSON body, as the document says. */
export type ApiOptions<M extends ApiMethod, P extends ApiPath<M>> = Parts<ApiOperation<M, P>>;
/** Options may be left out when nothing in them is required. */
export type ApiArgs<M extends ApiMethod, P extends ApiPath<M>> = {} extends ApiOptions<M, P> ? [options?: ApiOptions<M, P>] : [options: ApiOptions<M, P>];

/** The URL of a documented path with its parameters filled in (encoded) and its query appended. */
export function apiUrl(path: string, options: { path?: object; query?: object } = {}): string {
  const params = (options.path ?? {}) as Record<string, string | number>;
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}
