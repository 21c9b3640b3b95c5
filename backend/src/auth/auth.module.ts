import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Session } from './entities/session.entity.js';
import { SessionsCleanupJob } from './sessions-cleanup.job.js';

@Module({
  imports: [TypeOrmModule.forFeature([Session])],
  providers: [SessionsCleanupJob],
})
export class AuthModule {}
