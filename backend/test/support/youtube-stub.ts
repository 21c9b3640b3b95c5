import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { innertubeSearchAnswer } from './innertube-search.js';

export type StubMode = 'ok' | 'quota' | 'error' | 'slow';

/**
 * A local stand-in for the YouTube Data API v3 (search.list, videos.list, with Google's error
 * bodies), the oEmbed endpoint and YouTube's web API search (InnerTube, POST /youtubei/v1/search:
 * keyless search, pointed here by YOUTUBE_INNERTUBE_URL), for tests. It answers deterministic
 * videos for any query and counts every call.
 */
export class YoutubeStub {
  mode: StubMode = 'ok';
  slowMs = 7000;
  /** Delay of every answer in 'ok' mode (to hold calls in flight). */
  delayMs = 0;
  /** Calls per endpoint, and every URL seen (to check the key travels only to YouTube). */
  readonly calls = { search: 0, videos: 0, oembed: 0, innertube: 0 };
  /** Every InnerTube search body received (to check what keyless search sends, and that no key travels there). */
  readonly innertubeBodies: string[] = [];
  readonly urls: string[] = [];
  /** Titles to answer for a query; by default three karaoke versions. */
  titles: (q: string) => string[] = (q) => [`${q} (Karaoke Version)`, `${q} - Instrumental with Lyrics`, `${q} (Official Music Video)`];
  /** Channel of the i-th result. */
  channelFor: (i: number) => string = (i) => (i === 2 ? 'Official Artist' : 'Sing King Karaoke');
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
    this.calls.search = this.calls.videos = this.calls.oembed = this.calls.innertube = 0;
    this.innertubeBodies.length = 0;
    this.urls.length = 0;
  }

  static idFor(text: string, index: number): string {
    let hash = 0;
    for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    return `v${hash.toString(36).padStart(8, '0').slice(-8)}_${index}`.slice(0, 11).padEnd(11, 'x');
  }

  /** Keyless search: the first result of each query is a live stream (keyless search leaves it out), then the titles. */
  private async innertube(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    this.calls.innertube++;
    this.innertubeBodies.push(raw);
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.mode === 'error') {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } }));
    }
    const q = String((JSON.parse(raw || '{}') as { query?: unknown }).query ?? '');
    const videos = [
      { id: YoutubeStub.idFor(`live ${q}`, 9), title: `${q} live stream`, channel: 'Live Channel', length: '', views: 0, live: true },
      ...this.titles(q).map((title, i) => {
        const id = YoutubeStub.idFor(q, i);
        this.byId.set(id, { title, channel: this.channelFor(i) });
        return { id, title, channel: this.channelFor(i), length: i === 1 ? '1:02:03' : '4:05', views: 1_234_567 * (i + 1) };
      }),
    ];
    res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(innertubeSearchAnswer(videos)));
  }

  private byId = new Map<string, { title: string; channel: string }>();

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stub');
    this.urls.push(url.toString());
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/youtubei/v1/search' && req.method === 'POST') return this.innertube(req, res);
    const endpoint = url.pathname.endsWith('/search')
      ? 'search'
      : url.pathname.endsWith('/videos')
        ? 'videos'
        : url.pathname.endsWith('/oembed')
          ? 'oembed'
          : undefined;
    if (!endpoint) return send(404, { error: { code: 404, message: 'Not Found' } });
    this.calls[endpoint]++;
    if (this.mode === 'slow') await new Promise((r) => setTimeout(r, this.slowMs));
    else if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.mode === 'error')
      return send(503, { error: { code: 503, message: 'The service is currently unavailable.', errors: [{ reason: 'backendError', domain: 'global' }] } });
    if (this.mode === 'quota' && endpoint !== 'oembed') {
      return send(403, {
        error: {
          code: 403,
          message: 'The request cannot be completed because you have exceeded your quota.',
          errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }],
        },
      });
    }
    if (endpoint !== 'oembed' && !url.searchParams.get('key'))
      return send(400, { error: { code: 400, message: 'API key missing', errors: [{ reason: 'badRequest' }] } });

    if (endpoint === 'search') {
      const q = url.searchParams.get('q') ?? '';
      const items = this.titles(q).map((title, i) => {
        const id = YoutubeStub.idFor(q, i);
        this.byId.set(id, { title, channel: this.channelFor(i) });
        return { kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: id }, snippet: { title, channelTitle: this.byId.get(id)!.channel } };
      });
      return send(200, { kind: 'youtube#searchListResponse', pageInfo: { totalResults: items.length, resultsPerPage: 20 }, items });
    }
    if (endpoint === 'videos') {
      const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
      const items = ids.map((id, i) => {
        const known = this.byId.get(id) ?? { title: `Video ${id}`, channel: 'Some Channel' };
        return {
          kind: 'youtube#video',
          id,
          snippet: {
            title: known.title,
            channelTitle: known.channel,
            publishedAt: '2020-01-01T00:00:00Z',
            thumbnails: { medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 } },
          },
          contentDetails: { duration: i === 1 ? 'PT1H2M3S' : 'PT4M5S' },
          statistics: { viewCount: String(1000 * (i + 1)) },
        };
      });
      return send(200, { kind: 'youtube#videoListResponse', items });
    }
    const target = new URL(url.searchParams.get('url') ?? 'https://www.youtube.com/watch?v=');
    const id = target.searchParams.get('v') ?? '';
    if (!/^[A-Za-z0-9_-]{11}$/.test(id)) return send(404, 'Not Found');
    return send(200, {
      title: `oEmbed title of ${id}`,
      author_name: 'oEmbed Channel',
      thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      type: 'video',
    });
  }
}
