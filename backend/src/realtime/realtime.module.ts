import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { RoomsModule } from '../rooms/rooms.module.js';
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
 * and when its session ends (SESSION_LOOKUP).
 */
@Module({ imports: [RoomsModule, AuthModule], providers: [RealtimeGateway] })
export class RealtimeGatewayModule {}
