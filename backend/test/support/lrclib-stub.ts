import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A recording as LRCLIB holds it (its /api/get and /api/search answer these fields). */
export interface StubRecord {
  id: number;
  trackName: string;
  artistName: string;
  albumName?: string;
  duration: number;
  instrumental?: boolean;
  plainLyrics: string | null;
  syncedLyrics: string | null;
}

export type LrclibStubMode = 'ok' | 'down' | 'huge';

/**
 * A local stand-in for LRCLIB (https://lrclib.net/docs) for tests, on 127.0.0.1: GET /api/get
 * (track_name, artist_name, optional album_name and duration in seconds; an exact, case-insensitive
 * match within 2 s, else 404 TrackNotFound as LRCLIB answers) and GET /api/search (q, or
 * track_name with artist_name; a JSON array). It counts calls and keeps every request seen.
 */
export class LrclibStub {
  records: StubRecord[] = [];
  mode: LrclibStubMode = 'ok';
  /** Delay of every answer (to hold lookups in flight). */
  delayMs = 0;
  readonly calls = { get: 0, search: 0 };
  readonly requests: { url: string; userAgent: string | undefined }[] = [];
  private server?: http.Server;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  reset(): void {
    this.mode = 'ok';
    this.delayMs = 0;
    this.calls.get = this.calls.search = 0;
    this.requests.length = 0;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stub');
    this.requests.push({ url: `${url.pathname}${url.search}`, userAgent: req.headers['user-agent'] });
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/get') this.calls.get++;
    if (url.pathname === '/api/search') this.calls.search++;
    if (this.mode === 'down') return send(503, { code: 503, name: 'ServiceUnavailable', message: 'Try again later' });
    const q = url.searchParams;
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    if (url.pathname === '/api/get') {
      const track = q.get('track_name') ?? '';
      const artist = q.get('artist_name') ?? '';
      const duration = q.get('duration');
      const found = this.records.find(
        (r) => same(r.trackName, track) && same(r.artistName, artist) && (duration === null || Math.abs(r.duration - Number(duration)) <= 2),
      );
      if (!found) return send(404, { code: 404, name: 'TrackNotFound', message: 'Failed to find specified track' });
      return send(200, this.answer(found));
    }
    if (url.pathname === '/api/search') {
      if (this.mode === 'huge')
        return send(
          200,
          Array.from({ length: 400 }, (_, i) => this.answer({ ...this.records[0], id: i, plainLyrics: 'la '.repeat(1000) })),
        );
      const words = (q.get('q') ?? `${q.get('track_name') ?? ''} ${q.get('artist_name') ?? ''}`).toLowerCase().split(/\s+/).filter(Boolean);
      const hits = this.records.filter((r) => words.every((w) => `${r.artistName} ${r.trackName}`.toLowerCase().includes(w)));
      return send(
        200,
        hits.map((r) => this.answer(r)),
      );
    }
    send(404, { code: 404, name: 'NotFound', message: 'Not found' });
  }

  private answer(r: StubRecord) {
    return { name: r.trackName, albumName: r.albumName ?? '', instrumental: false, ...r };
  }
}
