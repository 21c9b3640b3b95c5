import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SOCKET_EVENT_MODELS, SOCKET_IO_EVENTS } from '../../realtime/dto/realtime-events.dto.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../filters/all-exceptions.filter.js';
import { FOREIGN_ORIGIN_MESSAGE } from './origin-check.js';
import { documentGlobalErrors } from './path-params.js';
import { bodyTooLarge, DEFAULT_BODY_LIMIT, kb, MAX_DEPTH, MAX_FIELDS, NOT_JSON, TOO_DEEP, TOO_MANY_FIELDS, TOO_MANY_PARAMETERS } from './request-shape.js';

export const SESSION_COOKIE_NAME = 'kp_session';

/** The OpenAPI document of the whole API, as served at /api/docs-json and committed in openapi/. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Karaoke Party API')
    .setDescription(
      'The HTTP API of Karaoke Party: accounts, rooms, the shared queue, playback, YouTube search, ' +
        'favorites and the admin back office. Every error answers JSON {statusCode, message, error} ' +
        'with a sentence in message that can be shown to people as-is, in the language the Accept-Language header asks for ' +
        "(en, es, de, fr, pt-BR, ja or ar; English otherwise; the answer's Content-Language says which): the sentences these " +
        'operations document are the English ones. The session is an httpOnly cookie. ' +
        `Request bodies are JSON (415 otherwise), at most ${kb(DEFAULT_BODY_LIMIT)} unless an operation's 413 says more, with at most ` +
        `${MAX_FIELDS} fields nested at most ${MAX_DEPTH} levels; paths are written as the operations show them ` +
        '(percent-encoding a letter, digit or "-._~" is a 400).',
    )
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE_NAME)
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: SOCKET_EVENT_MODELS });
  // The Socket.IO events (OpenAPI has no words for them): each names its payload's schema.
  const ref = (name: string | null) => (name ? { $ref: `#/components/schemas/${name}` } : null);
  const events = (side: Record<string, { payload: string; ack?: string | null; description: string }>) =>
    Object.fromEntries(
      Object.entries(side).map(([event, e]) => [
        event,
        { description: e.description, payload: ref(e.payload), ...(e.ack !== undefined ? { ack: ref(e.ack) } : {}) },
      ]),
    );
  documentGlobalErrors(document as unknown as Parameters<typeof documentGlobalErrors>[0], {
    foreignOrigin: FOREIGN_ORIGIN_MESSAGE,
    databaseUnavailable: DATABASE_UNAVAILABLE_MESSAGE,
    body: [TOO_MANY_FIELDS, TOO_DEEP, bodyTooLarge(DEFAULT_BODY_LIMIT), NOT_JSON],
    query: [TOO_MANY_PARAMETERS],
  });
  return Object.assign(document, {
    'x-socket-io': {
      path: SOCKET_IO_EVENTS.path,
      handshake: {
        description:
          "Refused 403 {message} when its Origin (or, without one, its Referer) is another site than the app's own address, PUBLIC_URL or " +
          'ALLOWED_ORIGINS, as for state-changing API requests. The session cookie says who the socket is, until that session ends.',
        refusals: [{ status: 403, message: FOREIGN_ORIGIN_MESSAGE }],
      },
      clientToServer: events(SOCKET_IO_EVENTS.clientToServer),
      serverToClient: events(SOCKET_IO_EVENTS.serverToClient),
    },
  });
}

/**
 * Serves the document at /api/docs(-json), built on its first request: building it walks every
 * route's metadata (about a second of CPU), which a server that nobody asks for its docs, and each
 * test app, need not pay at boot.
 */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Karaoke Party API',
  });
}
