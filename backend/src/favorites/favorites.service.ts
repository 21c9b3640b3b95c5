import { songSource } from '../library/library-song.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { videoThumbnail } from '../youtube/youtube-format.js';
import type { AddFavoriteDto, FavoriteDto } from './dto/favorite.dto.js';
import { Favorite } from './entities/favorite.entity.js';

const toDto = (f: Favorite): FavoriteDto => ({
  favoriteId: f.favoriteId,
  videoId: f.videoId,
  source: songSource(f.videoId),
  title: f.title,
  thumbnail: f.thumbnail,
  duration: f.duration,
  addedAt: f.addedAt,
});

/** A registered user's saved songs; adding twice keeps one. */
@Injectable()
export class FavoritesService {
  constructor(
    @InjectRepository(Favorite) private readonly favorites: Repository<Favorite>,
    private readonly clock: Clock,
    private readonly events: FeatureEvents,
  ) {}

  async list(user: SessionUser): Promise<FavoriteDto[]> {
    const rows = await this.favorites.find({ where: { userId: user.userId }, order: { addedAt: 'DESC', favoriteId: 'DESC' } });
    return rows.map(toDto);
  }

  async check(user: SessionUser, videoId: string): Promise<{ isFavorite: boolean }> {
    return { isFavorite: await this.favorites.exists({ where: { userId: user.userId, videoId } }) };
  }

  async add(user: SessionUser, song: AddFavoriteDto): Promise<FavoriteDto> {
    const inserted: unknown[] = await this.favorites.query(
      `INSERT INTO "favorites" ("userId", "videoId", "title", "thumbnail", "duration", "addedAt") VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ON CONSTRAINT "UQ_favorites_userId_videoId" DO NOTHING RETURNING "favoriteId"`,
      // The picture from the id, never the client's (it shows wherever the song is added from here).
      [user.userId, song.videoId, song.title, videoThumbnail(song.videoId), song.duration ?? null, this.clock.now()],
    );
    if (inserted.length > 0) await this.events.record('favorite-added', user.userId);
    const row = await this.favorites.findOneByOrFail({ userId: user.userId, videoId: song.videoId });
    return toDto(row);
  }

  async remove(user: SessionUser, videoId: string): Promise<{ removed: boolean }> {
    const result = await this.favorites.delete({ userId: user.userId, videoId });
    return { removed: (result.affected ?? 0) > 0 };
  }
}
