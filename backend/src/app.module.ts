import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CommonModule } from './common/common.module.js';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/env.js';
import { type LoggingOptions, loggerModule } from './common/logging/logging.js';
import { DatabaseModule } from './database/database.module.js';
import { ENTITIES } from './entities.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { LibraryModule } from './library/library.module.js';
import type { JobsOptions } from './jobs/jobs.service.js';
import { RealtimeGatewayModule, RealtimeModule } from './realtime/realtime.module.js';
import { FavoritesModule } from './favorites/favorites.module.js';
import { NetworkModule } from './network/network.module.js';
import { PlayerModule } from './player/player.module.js';
import { HistoryModule } from './history/history.module.js';
import { ReactionsModule } from './reactions/reactions.module.js';
import { LyricsModule } from './lyrics/lyrics.module.js';
import { PushModule } from './push/push.module.js';
import { QueueModule } from './queue/queue.module.js';
import { ScreenSessionsModule } from './screens/screen-sessions.module.js';
import { ScreensModule } from './screens/screens.module.js';
import { PlansModule } from './plans/plans.module.js';
import { RoomsModule } from './rooms/rooms.module.js';
import { TiersModule } from './tiers/tiers.module.js';
import { UsersModule } from './users/users.module.js';
import { YoutubeModule } from './youtube/youtube.module.js';

export interface AppModuleOptions extends JobsOptions, LoggingOptions {
  /** Run the @nestjs/schedule crons in this process (each tick is still claimed once across instances). */
  runSchedules: boolean;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        loggerModule(config, { logStream: options.logStream, silent: options.silent, rootLogger: options.rootLogger }),
        CommonModule,
        DatabaseModule.forRoot(ENTITIES),
        JobsModule.forRoot({ runWorkers: options.runWorkers }),
        ...(options.runSchedules ? [ScheduleModule.forRoot()] : []),
        RealtimeModule,
        // Who may join a room's channel is the rooms module's rule; who a socket is, the auth module's.
        RealtimeGatewayModule.register([RoomsModule, AuthModule]),
        HealthModule,
        NetworkModule,
        AuthModule,
        TiersModule,
        UsersModule,
        ScreenSessionsModule,
        RoomsModule,
        ScreensModule,
        PlansModule,
        QueueModule,
        PlayerModule,
        HistoryModule,
        ReactionsModule,
        LyricsModule,
        YoutubeModule,
        FavoritesModule,
        LibraryModule,
        PushModule,
        AdminModule,
      ],
    };
  }
}
