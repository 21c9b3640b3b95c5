import {
  Body,
  Controller,
  type CanActivate,
  Delete,
  type ExecutionContext,
  ForbiddenException,
  Get,
  Injectable,
  Param,
  Post,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { BodyLimit } from '../common/http/request-shape.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { AddFavoriteDto, FavoriteCheckDto, FavoriteDto, FavoriteRemovedDto } from './dto/favorite.dto.js';
import { FavoritesService } from './favorites.service.js';
import { SONG_BODY_LIMIT } from '../youtube/video.js';
import { VIDEO_ID_INVALID } from '../youtube/youtube.errors.js';
import { ACCOUNT_REQUIRED, SIGN_IN_REQUIRED } from './favorites.errors.js';

/** Favorites answer in their own words (docs/product.md §5): signed out 401, guests 403. */
@Injectable()
export class FavoritesGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<FastifyRequest>().sessionUser;
    if (!user) throw new UnauthorizedException(SIGN_IN_REQUIRED.message);
    if (user.isGuest) throw new ForbiddenException(ACCOUNT_REQUIRED.message);
    return true;
  }
}

@ApiTags('favorites')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('favorites')
@UseGuards(FavoritesGuard)
@ApiErrors(SIGN_IN_REQUIRED, ACCOUNT_REQUIRED)
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Get()
  @ApiOperation({ summary: 'Your favorite songs, newest first' })
  @ApiOkResponse({ type: [FavoriteDto] })
  list(@CurrentUser() user: SessionUser): Promise<FavoriteDto[]> {
    return this.favorites.list(user);
  }

  @Get(':videoId/check')
  @ApiOperation({ summary: 'Whether a video is one of your favorites' })
  @ApiOkResponse({ type: FavoriteCheckDto })
  check(@Param('videoId') videoId: string, @CurrentUser() user: SessionUser): Promise<FavoriteCheckDto> {
    return this.favorites.check(user, videoId);
  }

  @Post()
  @BodyLimit(SONG_BODY_LIMIT)
  @ApiOperation({ summary: 'Save a song (adding it again keeps one)' })
  @ApiCreatedResponse({ type: FavoriteDto })
  @ApiErrors(VIDEO_ID_INVALID)
  add(@Body() body: AddFavoriteDto, @CurrentUser() user: SessionUser): Promise<FavoriteDto> {
    return this.favorites.add(user, body);
  }

  @Delete(':videoId')
  @ApiOperation({ summary: 'Remove a song from your favorites' })
  @ApiOkResponse({ type: FavoriteRemovedDto })
  remove(@Param('videoId') videoId: string, @CurrentUser() user: SessionUser): Promise<FavoriteRemovedDto> {
    return this.favorites.remove(user, videoId);
  }
}
