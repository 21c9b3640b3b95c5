import { isLibraryId } from '../library/library-song.js';

/**
 * Tonight's songs as the apps and the host's CSV show them: pure rules over played_songs rows
 * (history.service.ts reads them).
 */

/** A history row with its singer's name as it is now. */
export interface HistoryRow {
  /** The others who sang it (docs/product.md "Sing together"). */
  partners?: { displayName: string }[];
  playedSongId: number;
  roomId: string;
  videoId: string;
  title: string;
  duration: string | null;
  addedById: number | null;
  singer: string | null;
  isRickRoll: boolean;
  playedAt: Date;
  endedAt: Date | null;
  skipped: boolean;
  playedSeconds: number | null;
  applause: number;
}

/** The joke track is everyone's; a singer whose account is gone is nobody's. */
export function singerName(row: Pick<HistoryRow, 'isRickRoll' | 'singer'>): string {
  if (row.isRickRoll) return 'Everyone (the joke track)';
  return row.singer ?? 'Someone who left';
}

/** The most applauded song of the evening (the first of equals), or null when nobody applauded yet. */
export function mostApplauded(rows: readonly Pick<HistoryRow, 'playedSongId' | 'applause' | 'playedAt'>[]): number | null {
  let best: Pick<HistoryRow, 'playedSongId' | 'applause' | 'playedAt'> | null = null;
  for (const row of rows) {
    if (row.applause <= 0) continue;
    if (!best || row.applause > best.applause || (row.applause === best.applause && row.playedAt < best.playedAt)) best = row;
  }
  return best?.playedSongId ?? null;
}

/** How a song ended, in words. */
export function endingOf(row: Pick<HistoryRow, 'endedAt' | 'skipped'>): 'playing' | 'skipped' | 'sung' {
  if (!row.endedAt) return 'playing';
  return row.skipped ? 'skipped' : 'sung';
}

/** "m:ss" for a number of seconds; empty when unknown. */
export function clockText(seconds: number | null): string {
  if (seconds === null) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const CSV_COLUMNS = ['Played at (UTC)', 'Singer', 'Song', 'YouTube link', 'Duration', 'Played for', 'Ended', 'Applause'] as const;

/**
 * What a spreadsheet splits a line on: our comma, but also the `;` of most European locales and the
 * tab of a paste; a line break ends a row in every reading.
 */
const SEPARATOR = /[,;\t\r\n]/;
/** What makes a cell a formula when it starts one. */
const FORMULA = /[=+\-@]/;
/** A formula character where another reading of the file may start a cell: after a separator, past quotes and blanks. */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n]["\s]*)(?=[=+\-@])/g;

/**
 * One CSV field (RFC 4180), safe in a spreadsheet whichever separator it splits on. A field that
 * starts with a formula character, or holds a separator and a formula character anywhere, is
 * defused: a `'` before it and before every formula character a `;` or tab would make a cell's
 * first (so `x;=cmd()` reads as text in a `;` locale too). Fields holding a quote, separator or
 * line break are quoted.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) || (SEPARATOR.test(text) && FORMULA.test(text))) text = `'${text.replace(FORMULA_AFTER_SEPARATOR, "$1'")}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The evening as CSV, oldest song first, with a header row; CRLF line ends (RFC 4180). */
export function historyCsv(rows: readonly HistoryRow[]): string {
  const ordered = [...rows].sort((a, b) => a.playedAt.getTime() - b.playedAt.getTime() || a.playedSongId - b.playedSongId);
  const words = { playing: 'Still playing', skipped: 'Skipped', sung: 'Sung to the end' } as const;
  const lines = ordered.map((row) =>
    [
      row.playedAt.toISOString().slice(0, 19).replace('T', ' '),
      singerName(row),
      row.title,
      // A library song has no address outside this server: the column says where it came from instead.
      isLibraryId(row.videoId) ? "The host's library" : `https://www.youtube.com/watch?v=${row.videoId}`,
      row.duration ?? '',
      clockText(row.playedSeconds),
      words[endingOf(row)],
      row.applause,
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.map(csvField).join(','), ...lines].join('\r\n') + '\r\n';
}

/** A file name for the evening's CSV: the room's name made safe, and the party's date. */
export function csvFileName(roomName: string, createdAt: Date): string {
  const safe =
    roomName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'party';
  return `${safe}-${createdAt.toISOString().slice(0, 10)}-songs.csv`;
}
