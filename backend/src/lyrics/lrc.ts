import { LineType, parse } from 'clrc';

/** One line of synced lyrics: when it starts (ms into the recording) and its words ('' is a pause). */
export interface LyricLine {
  ms: number;
  text: string;
}

/** Lines kept of one song: a real song has under 200; the rest of an abusive answer is dropped. */
export const MAX_LINES = 1000;

/**
 * LRC (LRCLIB's syncedLyrics) as lines in time order. clrc reads the format's details (several
 * stamps on one line, [mm:ss.xx] and [mm:ss.xxx], metadata tags), which the apps then never see.
 */
export function parseLrc(lrc: string): LyricLine[] {
  const lines = parse(lrc)
    .flatMap((line) => (line.type === LineType.LYRIC ? [{ ms: Math.max(0, Math.round(line.startMillisecond)), text: line.content.trim() }] : []))
    .sort((a, b) => a.ms - b.ms);
  return lines.slice(0, MAX_LINES);
}
