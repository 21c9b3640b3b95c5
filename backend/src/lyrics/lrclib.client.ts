import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';

/** LRCLIB's answer for one recording (GET /api/get, and each entry of GET /api/search). */
export interface LrclibRecord {
  id: number;
  trackName: string;
  artistName: string;
  albumName: string | null;
  /** Seconds. */
  duration: number;
  instrumental: boolean;
  plainLyrics: string | null;
  syncedLyrics: string | null;
}

/** LRCLIB could not be asked (network, timeout, 5xx, an answer too large or not JSON): try again later. */
export class LrclibUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LrclibUnreachable';
  }
}

/** A request's whole life. */
export const LRCLIB_TIMEOUT_MS = 5_000;
/** The most bytes read of an answer: a search answers up to 20 songs with their lyrics (~100 KB). */
export const LRCLIB_ANSWER_CAP = 512 * 1024;
/** LRCLIB asks its clients to say who they are. */
export const LRCLIB_USER_AGENT = 'KaraokeParty/1.0 (self-hosted party karaoke; lyrics on the stage)';

/**
 * The one client of LRCLIB (https://lrclib.net/docs, keyless), at LRCLIB_URL. Plain fetch with a
 * deadline, an answer size cap and our User-Agent (docs/product.md "Lyrics" says why not an npm client).
 */
@Injectable()
export class LrclibClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The exact match (GET /api/get); null when LRCLIB has none (404). */
  async get(query: { artist: string; track: string; seconds: number | null }): Promise<LrclibRecord | null> {
    const params = new URLSearchParams({ track_name: query.track, artist_name: query.artist });
    if (query.seconds !== null) params.set('duration', String(query.seconds));
    const answer = await this.ask(`/api/get?${params}`);
    if (answer === null) return null;
    return isRecord(answer) ? answer : null;
  }

  /** Candidates (GET /api/search); the caller checks which, if any, is the song. */
  async search(query: { artist: string | null; track: string }): Promise<LrclibRecord[]> {
    const params = query.artist ? new URLSearchParams({ track_name: query.track, artist_name: query.artist }) : new URLSearchParams({ q: query.track });
    const answer = await this.ask(`/api/search?${params}`);
    return Array.isArray(answer) ? answer.filter(isRecord) : [];
  }

  private async ask(path: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.config.lrclibUrl}${path}`, {
        headers: { Accept: 'application/json', 'User-Agent': LRCLIB_USER_AGENT },
        redirect: 'error',
        signal: AbortSignal.timeout(LRCLIB_TIMEOUT_MS),
      });
    } catch (error) {
      throw new LrclibUnreachable(`LRCLIB did not answer: ${(error as Error).message}`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new LrclibUnreachable(`LRCLIB answered ${response.status}`);
    }
    try {
      return JSON.parse(await readCapped(response, LRCLIB_ANSWER_CAP));
    } catch (error) {
      if (error instanceof LrclibUnreachable) throw error;
      throw new LrclibUnreachable(`LRCLIB's answer could not be read: ${(error as Error).message}`);
    }
  }
}

/** The body as text, refused past `cap` bytes (read as it streams, never whole first). */
async function readCapped(response: Response, cap: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      throw new LrclibUnreachable(`LRCLIB's answer is over ${cap} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isRecord(value: unknown): value is LrclibRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'number' &&
    typeof r.trackName === 'string' &&
    typeof r.artistName === 'string' &&
    typeof r.duration === 'number' &&
    (r.plainLyrics === null || r.plainLyrics === undefined || typeof r.plainLyrics === 'string') &&
    (r.syncedLyrics === null || r.syncedLyrics === undefined || typeof r.syncedLyrics === 'string')
  );
}
