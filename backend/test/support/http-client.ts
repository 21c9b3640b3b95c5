/** What a server process answered: its status, its body (parsed JSON, else the text) and headers. */
export interface HttpAnswer {
  status: number;
  /** Parsed JSON, else the text: each test reads the fields it expects. */
  body: any;
  headers: Headers;
}

/**
 * A browser talking to a server process over real HTTP (the fault and soak tests, which start
 * servers of their own): fetch with a cookie jar holding the session cookie.
 */
export class CookieClient {
  cookie = '';
  constructor(
    readonly base: string,
    private readonly timeoutMs = 20_000,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('kp_session='));
    if (set) this.cookie = set.split(';')[0];
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
}
