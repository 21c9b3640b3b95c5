import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { SESSION_LOOKUP } from '../common/auth/session-lookup.js';
import { UsersModule } from '../users/users.module.js';
import { AccountsBootstrap } from './accounts-bootstrap.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { IdentityHook } from './identity.hook.js';
import { LocalStrategy } from './local.strategy.js';
import { SessionResolver } from './session-resolver.js';
import { SessionsModule } from './sessions.module.js';

@Module({
  imports: [SessionsModule, PassportModule.register({ session: false }), UsersModule],
  controllers: [AuthController],
  providers: [SessionResolver, { provide: SESSION_LOOKUP, useExisting: SessionResolver }, IdentityHook, LocalStrategy, AuthService, AccountsBootstrap],
  exports: [SessionResolver, SESSION_LOOKUP, AccountsBootstrap],
})
export class AuthModule {}
