/** Room settings stored as JSON (docs/product.md §3), with the defaults of docs/product.md §9. */
export interface RoomSettings {
  maxSongsPerUser: number;
  autoSkipMinutes: number;
  maxSongsPerGuest: number;
  isLocked: boolean;
  inactivityTimeoutMinutes: number;
  maxRoomDurationHours: number;
  /** Beyond the spec: 'rotation' lets the singer who has sung least go next. */
  queueMode: 'fifo' | 'rotation';
  /** Beyond the spec: seconds the stage shows "Up next" before a song starts by itself (0-30). */
  interstitialSeconds: number;
}

export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  maxSongsPerUser: 2,
  autoSkipMinutes: 6,
  maxSongsPerGuest: 2,
  isLocked: false,
  inactivityTimeoutMinutes: 30,
  maxRoomDurationHours: 8,
  queueMode: 'fifo',
  interstitialSeconds: 10,
};
