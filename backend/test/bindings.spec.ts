import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SessionIssuer } from '../src/common/auth/session-issuer.js';
import { SessionLookup } from '../src/common/auth/session-lookup.js';
import { SessionRevocation } from '../src/common/auth/session-revocation.js';
import { RedisService } from '../src/common/redis.service.js';
import { ConfigModule } from '../src/config/config.module.js';
import { loadConfig } from '../src/config/env.js';
import { RealtimeService } from '../src/realtime/realtime.service.js';

/**
 * Some dependencies are filled in by another module at start-up (to avoid import cycles). A start
 * where the module that fills one in is missing must stop with a sentence naming the binding,
 * instead of failing at the first request, or letting every socket into every room.
 */
function rootModule(imports: DynamicModule['imports'], providers: DynamicModule['providers'] = []): DynamicModule {
  @Module({})
  class Root {}
  return { module: Root, imports: [ConfigModule.forRoot(loadConfig({ REDIS_URL: undefined, DATABASE_URL: undefined })), ...(imports ?? [])], providers };
}

async function boot(root: DynamicModule): Promise<void> {
  const app = await NestFactory.createApplicationContext(root, { logger: false, abortOnError: false });
  try {
    await app.init();
  } finally {
    await app.close().catch(() => undefined);
  }
}

describe('bindings checked at start-up', () => {
  it('stops the start naming the session bindings when the auth module does not make them', async () => {
    await expect(boot(rootModule([], [SessionRevocation, SessionLookup, SessionIssuer]))).rejects.toThrow(
      /^The application cannot start: Session(Revocation|Lookup|Issuer)\b.* is not bound \(the auth module's SessionsService implements it\)/,
    );
  });

  it('stops the start naming the room channel authorizer instead of letting every socket in', async () => {
    await expect(boot(rootModule([], [RedisService, RealtimeService]))).rejects.toThrow(
      "The application cannot start: RealtimeService's room channel authorizer is not bound (the rooms module's RoomChannelAuthorizer sets it).",
    );
  });
});
