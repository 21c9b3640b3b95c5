import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../auth/sessions.module.js';
import { GuestUser } from './entities/guest-user.entity.js';
import { User } from './entities/user.entity.js';
import { Passwords } from './passwords.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, GuestUser]), SessionsModule],
  controllers: [UsersController],
  providers: [UsersService, UsersRepository, Passwords],
  exports: [UsersService, UsersRepository, Passwords],
})
export class UsersModule {}
