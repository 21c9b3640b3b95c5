import { type DynamicModule, Global, Module, type ModuleMetadata } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';

/** Pushing to rooms' channels, for every module (and for a worker process, through Redis). */
@Global()
@Module({ providers: [RealtimeService], exports: [RealtimeService] })
export class RealtimeModule {}

/**
 * The Socket.IO endpoint. Apart from RealtimeModule because it asks the rooms module who may
 * listen to a room's channel (ROOM_CHANNEL_AUTHORIZER), while the rooms module pushes through
 * RealtimeService: one module holding both would be a cycle. The auth module says who a socket is
 * and when its session ends (SESSION_LOOKUP). The application names those modules (`register`):
 * the realtime layer imports no product module.
 */
@Module({})
export class RealtimeGatewayModule {
  /** `imports`: the modules that export ROOM_CHANNEL_AUTHORIZER and SESSION_LOOKUP. */
  static register(imports: NonNullable<ModuleMetadata['imports']>): DynamicModule {
    return { module: RealtimeGatewayModule, imports, providers: [RealtimeGateway] };
  }
}
