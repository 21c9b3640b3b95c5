import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Favorite } from './entities/favorite.entity.js';
import { FavoritesController, FavoritesGuard } from './favorites.controller.js';
import { FavoritesService } from './favorites.service.js';

@Module({ imports: [TypeOrmModule.forFeature([Favorite])], controllers: [FavoritesController], providers: [FavoritesService, FavoritesGuard] })
export class FavoritesModule {}
