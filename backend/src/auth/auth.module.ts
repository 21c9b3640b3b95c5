import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { AccountsBootstrap } from './accounts-bootstrap.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { Session } from './entities/session.entity.js';
import { IdentityHook } from './identity.hook.js';
import { LocalStrategy } from './local.strategy.js';
import { SessionsCleanupJob } from './sessions-cleanup.job.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Session]), PassportModule.register({ session: false }), UsersModule],
  controllers: [AuthController],
  providers: [SessionsCleanupJob, SessionsService, IdentityHook, LocalStrategy, AuthService, AccountsBootstrap],
  exports: [SessionsService, AccountsBootstrap],
})
export class AuthModule {}
