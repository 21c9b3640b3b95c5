import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SESSION_ISSUER } from '../common/auth/session-issuer.js';
import { SESSION_REVOCATION } from '../common/auth/session-revocation.js';
import { Session } from './entities/session.entity.js';
import { SessionsCleanupJob } from './sessions-cleanup.job.js';
import { SessionsService } from './sessions.service.js';

/**
 * The sessions table and its cache, with no dependency on another product module: the users
 * module (profile changes refresh identities) and the rooms module (boots end sessions, guests
 * get one) ask it through SESSION_REVOCATION and SESSION_ISSUER; the auth module builds sign-in
 * and the request's identity on top of it and of the users module.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Session])],
  providers: [
    SessionsService,
    SessionsCleanupJob,
    { provide: SESSION_REVOCATION, useExisting: SessionsService },
    { provide: SESSION_ISSUER, useExisting: SessionsService },
  ],
  exports: [SessionsService, SESSION_REVOCATION, SESSION_ISSUER],
})
export class SessionsModule {}
