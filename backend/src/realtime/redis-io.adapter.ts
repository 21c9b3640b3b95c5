import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';
import { RedisService } from '../common/redis.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { socketIoRedisKey, socketIoRedisParser } from './realtime.service.js';

/**
 * Socket.IO server factory. With REDIS_URL it installs the Redis adapter, so an emit to a room
 * channel on one API instance reaches that room's sockets on every instance.
 */
export class KaraokeIoAdapter extends IoAdapter {
  constructor(private readonly app: INestApplicationContext) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, { ...options, serveClient: false } as ServerOptions) as Server;
    const redis = this.app.get(RedisService);
    if (redis.enabled) {
      // Publishes issued in the same tick (a burst of changes) leave in one write.
      const pub = redis.connect('socket.io-pub', { enableAutoPipelining: true });
      const sub = redis.connect('socket.io-sub');
      server.adapter(createAdapter(pub, sub, { key: socketIoRedisKey(this.app.get<AppConfig>(APP_CONFIG)), parser: socketIoRedisParser }));
    }
    return server;
  }
}
