import type { Intermission } from '../intermission.js';

/** Room settings stored as JSON (docs/product.md §3), with the defaults of docs/product.md §9. */
export interface RoomSettings {
  maxSongsPerUser: number;
  autoSkipMinutes: number;
  maxSongsPerGuest: number;
  isLocked: boolean;
  inactivityTimeoutMinutes: number;
  maxRoomDurationHours: number;
  /** Beyond the spec: 'rotation' (new rooms) lets the singer who has sung least go next; 'fifo' plays in the order added. */
  queueMode: 'fifo' | 'rotation';
  /** Beyond the spec: seconds the stage shows "Up next" before a song starts by itself (0-30). */
  interstitialSeconds: number;
  /** Beyond the spec: music the stage plays quietly while the queue is empty (null = off). */
  intermission: Intermission | null;
  /** Beyond the spec: the language of the room's stage and board (docs/product.md "Languages"); null = each screen's own. */
  language: RoomLanguage | null;
  /** Beyond the spec: guests' songs wait in the host's Requests lane until approved (docs/product.md "Requests and closing time"). */
  approveSongs: boolean;
  /** Beyond the spec: the time of day ("23:00", the host's clock) after which no song starts; null = none. */
  closingTime: string | null;
  /** The host's time zone the closing time is read in ("Europe/Berlin"); null until one is set. */
  timeZone: string | null;
  /** The instant the closing time falls on (rooms/closing-time.ts nextClosing), fixed when it is set; null = none. */
  closesAt: string | null;
  /** Beyond the spec: lyrics on the stage and the singers' phones (docs/product.md "Lyrics"); on by default. */
  lyrics: boolean;
  /** Beyond the spec: anyone in the room may queue songs for its singers without a phone, not only the host (docs/product.md "Singers without a phone"). */
  othersQueueForPhoneless: boolean;
}

/** A per-person song limit of 999 means unlimited (docs/product.md §5 "999 (Unlimited)"); not the admin tier. */
export const UNLIMITED_SONGS = 999;
/** The songs each person may have waiting that a room offers (docs/product.md §5). */
export const SONG_LIMIT_CHOICES = [1, 2, 3, 5, UNLIMITED_SONGS] as const;
/** The auto-skip minutes a room offers; 0 never skips (docs/product.md §5). */
export const AUTO_SKIP_CHOICES = [0, 3, 5, 6, 10] as const;

/** The languages the party app speaks (frontend/src/i18n/i18n.ts LANGUAGES). */
export const ROOM_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt-BR', 'ja', 'ar'] as const;
export type RoomLanguage = (typeof ROOM_LANGUAGES)[number];

export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  maxSongsPerUser: 2,
  autoSkipMinutes: 6,
  maxSongsPerGuest: 2,
  isLocked: false,
  inactivityTimeoutMinutes: 30,
  maxRoomDurationHours: 8,
  queueMode: 'rotation',
  interstitialSeconds: 10,
  intermission: null,
  language: null,
  approveSongs: false,
  closingTime: null,
  timeZone: null,
  closesAt: null,
  lyrics: true,
  othersQueueForPhoneless: false,
};
