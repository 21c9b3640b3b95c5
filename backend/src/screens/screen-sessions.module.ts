import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SCREEN_LOOKUP } from '../common/auth/screen-viewer.js';
import { ScreenSession } from './entities/screen-session.entity.js';
import { ScreenIdentityHook } from './screen-identity.hook.js';
import { ScreenSessions } from './screen-sessions.js';

/**
 * The paired screens' sessions, with no dependency on a product module, so the rooms module (the
 * channel rules) and the gateway can ask who a screen is through SCREEN_LOOKUP while the screens
 * module, above rooms, pairs and ends them.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ScreenSession])],
  providers: [ScreenSessions, { provide: SCREEN_LOOKUP, useExisting: ScreenSessions }, ScreenIdentityHook],
  exports: [ScreenSessions, SCREEN_LOOKUP, ScreenIdentityHook],
})
export class ScreenSessionsModule {}
