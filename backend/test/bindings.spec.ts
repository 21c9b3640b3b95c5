import 'reflect-metadata';
import type { Provider, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../src/app.module.js';
import { AuthModule } from '../src/auth/auth.module.js';
import { SessionsModule } from '../src/auth/sessions.module.js';
import { SESSION_ISSUER } from '../src/common/auth/session-issuer.js';
import { SESSION_LOOKUP } from '../src/common/auth/session-lookup.js';
import { SESSION_REVOCATION } from '../src/common/auth/session-revocation.js';
import { ROOM_QUEUE } from '../src/common/rooms/room-queue.js';
import { loadConfig } from '../src/config/env.js';
import { QueueModule } from '../src/queue/queue.module.js';
import { ROOM_CHANNEL_AUTHORIZER } from '../src/realtime/room-channel-authorization.js';
import { RoomsModule } from '../src/rooms/rooms.module.js';

/**
 * Modules reach each other through DI tokens that the owning module provides and exports
 * (SESSION_REVOCATION, ROOM_CHANNEL_AUTHORIZER…), so the wiring is in the module metadata and
 * Nest checks it when the application is built. These tests build the real module graph (Nest's
 * preview mode: every dependency is resolved, no provider is constructed, no database is opened)
 * and prove that a graph missing one of those providers does not start, with a sentence naming
 * the missing token, instead of failing at the first request or letting every socket into every
 * room's channel.
 */
function graph() {
  const config = loadConfig({ REDIS_URL: undefined, DATABASE_URL: undefined });
  return AppModule.forRoot(config, { runWorkers: false, runSchedules: false, silent: true });
}

async function build(): Promise<void> {
  const app = await NestFactory.createApplicationContext(graph(), { preview: true, logger: false, abortOnError: false });
  await app.close();
}

function isProviderOf(token: symbol) {
  return (entry: Provider | symbol | Type) => entry === token || (typeof entry === 'object' && entry !== null && 'provide' in entry && entry.provide === token);
}

/** Builds the real graph with `module` neither providing nor exporting `token`, then puts the module back. */
async function buildWithout(module: Type, token: symbol): Promise<void> {
  const providers: Provider[] = Reflect.getMetadata('providers', module);
  const exports: unknown[] = Reflect.getMetadata('exports', module);
  expect(providers.some(isProviderOf(token))).toBe(true);
  Reflect.defineMetadata(
    'providers',
    providers.filter((p) => !isProviderOf(token)(p)),
    module,
  );
  Reflect.defineMetadata(
    'exports',
    exports.filter((e) => e !== token),
    module,
  );
  try {
    await build();
  } finally {
    Reflect.defineMetadata('providers', providers, module);
    Reflect.defineMetadata('exports', exports, module);
  }
}

describe('module wiring checked at start-up', () => {
  it('builds the whole application graph when every module provides what it owns', async () => {
    await expect(build()).resolves.toBeUndefined();
  });

  it.each([
    ['the sessions module', 'SESSION_REVOCATION', SessionsModule, SESSION_REVOCATION, 'UsersService'],
    ['the sessions module', 'SESSION_ISSUER', SessionsModule, SESSION_ISSUER, 'GuestsService'],
    // Two consumers need it; whichever Nest resolves first is named.
    ['the auth module', 'SESSION_LOOKUP', AuthModule, SESSION_LOOKUP, '(?:RealtimeGateway|RoomChannelAuthorizer)'],
    ['the rooms module', 'ROOM_CHANNEL_AUTHORIZER', RoomsModule, ROOM_CHANNEL_AUTHORIZER, 'RealtimeGateway'],
    ['the queue module', 'ROOM_QUEUE', QueueModule, ROOM_QUEUE, 'RoomsService'],
  ] as const)('stops the start when %s does not provide %s, naming it', async (_owner, name, module, token, consumer) => {
    const failure = buildWithout(module, token);
    await expect(failure).rejects.toThrow(
      new RegExp(
        `Nest can't resolve dependencies of the ${consumer} \\(.*\\)\\. ` +
          `Please make sure that the argument Symbol\\(${name}\\) at index \\[\\d+\\] is available`,
      ),
    );
  });
});
