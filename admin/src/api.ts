import { fetchUtils } from 'react-admin';
import { inAnswerLanguage } from './i18n/languages';
import { type ApiAnswer, type ApiArgs, type ApiMethod, type ApiPath, apiUrl } from '../../openapi/api-types';

/**
 * A documented call to the API, the back office's counterpart of the party app's: method, path,
 * parameters, body and answer are the ones openapi/openapi.json gives (types generated into
 * openapi/api-types.ts), so a call the API does not document fails the typecheck. It goes through
 * react-admin's fetchJson with the session cookie, so a refusal is an HttpError carrying the
 * server's sentence, as react-admin's notifications expect.
 */
export async function call<M extends ApiMethod, P extends ApiPath<M>>(method: M, path: P, ...[options]: ApiArgs<M, P>): Promise<ApiAnswer<M, P>> {
  const parts = (options ?? {}) as { path?: object; query?: object; body?: unknown };
  const { json } = await fetchUtils.fetchJson(
    apiUrl(path, parts),
    inAnswerLanguage({
      method: method.toUpperCase(),
      credentials: 'include' as const,
      ...(parts.body !== undefined ? { body: JSON.stringify(parts.body) } : {}),
    }),
  );
  return json as ApiAnswer<M, P>;
}
