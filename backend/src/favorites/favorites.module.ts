import { Module } from '@nestjs/common';
import { FavoritesController, FavoritesGuard } from './favorites.controller.js';
import { FavoritesService } from './favorites.service.js';

@Module({ controllers: [FavoritesController], providers: [FavoritesService, FavoritesGuard] })
export class FavoritesModule {}
