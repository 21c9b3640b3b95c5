import { i18n } from '@lingui/core';
import { type ApiAnswer, type ApiArgs, type ApiMethod, type ApiPath, apiUrl } from '../../../openapi/api-types';

/**
 * The one way the party app talks to the API (docs/product.md §7): cookies always sent, a JSON body only
 * when given, the language shown as Accept-Language (the server's refusals come in it; the phone's own
 * header may name another), and a non-OK answer becomes an Error whose message is "<status>: <body
 * text>" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

/** The pseudo-language's texts are English. */
const answerLanguage = (): string => (i18n.locale && i18n.locale !== 'en-XA' ? i18n.locale : 'en');

async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const language = { 'Accept-Language': answerLanguage() };
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { ...language, 'Content-Type': 'application/json' } : language,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A documented call: the method, path, path parameters, query, body and answer are the ones
 * openapi/openapi.json gives (types generated into openapi/api-types.ts), so a call the API does not
 * document fails the typecheck. e.g. call('get', '/api/rooms/{roomId}', { path: { roomId } }).
 */
export function call<M extends ApiMethod, P extends ApiPath<M>>(method: M, path: P, ...[options]: ApiArgs<M, P>): Promise<ApiAnswer<M, P>> {
  const parts = (options ?? {}) as { path?: object; query?: object; body?: unknown };
  return apiRequest<ApiAnswer<M, P>>(method.toUpperCase(), apiUrl(path, parts), parts.body);
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

/** The server's sentence for a toast: the `message` of a JSON error body, else a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.bodyText) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // not JSON: fall through
    }
  }
  return fallback;
}
