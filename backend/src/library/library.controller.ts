import send from '@fastify/send';
import { BadRequestException, Controller, Get, HttpCode, Injectable, Param, Post, Query, Req, Res, UseGuards, type PipeTransform } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { AdminGuard, SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ADMINS_ONLY, ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { NOT_IN_ROOM, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { RoomIdPipe } from '../rooms/room-params.js';
import { QUERY_TOO_LONG } from '../youtube/youtube.errors.js';
import { AdminLibraryDto, LibrarySearchDto, LibrarySearchQueryDto, LibrarySongDto, LibraryStatusDto } from './dto/library.dto.js';
import { LIBRARY_LIMIT_RANGE, LIBRARY_NOT_SET, LIBRARY_SONG_ID_INVALID, LIBRARY_SONG_NOT_FOUND, LIBRARY_SONG_NOT_IN_ROOM } from './library.errors.js';
import { LibraryService, toLibrarySongDto } from './library.service.js';
import { LIBRARY_ID_PATTERN, type LibrarySong } from './library-song.js';

/** A song id in the address is a library id or a 400: nothing else (no path, no "..") goes further. */
@Injectable()
class ParseLibraryIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !LIBRARY_ID_PATTERN.test(value)) throw new BadRequestException(LIBRARY_SONG_ID_INVALID.message);
    return value;
  }
}
const LibraryIdPipe = new ParseLibraryIdPipe();

const FILE_REFUSALS = [LIBRARY_SONG_ID_INVALID, NOT_SIGNED_IN, NOT_IN_ROOM, LIBRARY_SONG_NOT_IN_ROOM, ROOM_NOT_FOUND, LIBRARY_SONG_NOT_FOUND];

/** The host's library for party-goers: whether there is one, its search, and a queued song's files for the stage. */
@ApiTags('library')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller()
@UseGuards(SignedInGuard)
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get('library')
  @ApiOperation({ summary: "Whether this server has the host's own karaoke files (MEDIA_DIR), and how many songs" })
  @ApiOkResponse({ type: LibraryStatusDto })
  @ApiErrors(NOT_SIGNED_IN)
  status(): LibraryStatusDto {
    return this.library.status();
  }

  @Get('library/search')
  @ApiOperation({ summary: "Search the host's library by artist or title (no quota: the songs are on this server)" })
  @ApiOkResponse({ type: LibrarySearchDto })
  @ApiErrors(NOT_SIGNED_IN, QUERY_TOO_LONG, LIBRARY_LIMIT_RANGE)
  search(@Query() query: LibrarySearchQueryDto): LibrarySearchDto {
    return this.library.search(query.q ?? '', query.limit ?? 25);
  }

  @Get('rooms/:roomId/library/:songId')
  @ApiOperation({ summary: 'A library song of this room (queued or on stage): what the stage needs to play it' })
  @ApiOkResponse({ type: LibrarySongDto })
  @ApiErrors(...FILE_REFUSALS)
  async song(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Param('songId', LibraryIdPipe) songId: string,
    @CurrentUser() user: SessionUser,
  ): Promise<LibrarySongDto> {
    return toLibrarySongDto(await this.library.forRoom(roomId, songId, user));
  }

  @Get('rooms/:roomId/library/:songId/media')
  @ApiOperation({
    summary: "A library song's video, or the audio of a CD+G song, for members of a room that has it queued or on stage",
    description: 'Answers byte ranges (Range: bytes=…, 206 with Content-Range) so the stage can seek and start at once.',
  })
  @ApiProduces('video/mp4', 'video/webm', 'video/x-matroska', 'audio/mpeg', 'audio/mp4')
  @ApiResponse({ status: 200, description: 'The whole file' })
  @ApiResponse({ status: 206, description: 'The range asked for (Content-Range)' })
  @ApiResponse({ status: 416, description: 'A range outside the file' })
  @ApiErrors(...FILE_REFUSALS)
  async media(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Param('songId', LibraryIdPipe) songId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const song = await this.library.forRoom(roomId, songId, user);
    await this.sendFile(request, reply, song.mediaPath);
  }

  @Get('rooms/:roomId/library/:songId/cdg')
  @ApiOperation({ summary: 'The CD+G graphics of a library song (kind cdg), for members of a room that has it queued or on stage' })
  @ApiProduces('application/octet-stream')
  @ApiResponse({ status: 200, description: 'The .cdg file' })
  @ApiErrors(...FILE_REFUSALS)
  async cdg(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Param('songId', LibraryIdPipe) songId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const song: LibrarySong = await this.library.forRoom(roomId, songId, user);
    await this.sendFile(request, reply, song.cdgPath ?? '', 'application/octet-stream');
  }

  /** Sends one file by the path the scan found (never one from the request), with ranges (@fastify/send). */
  private async sendFile(request: FastifyRequest, reply: FastifyReply, file: string, type?: string): Promise<void> {
    const target = await this.library.servable(file);
    const { statusCode, headers, stream } = await send(request.raw, target, { dotfiles: 'allow', acceptRanges: true, etag: true, lastModified: true });
    // Private: the file is this room's song, not for shared caches.
    await reply
      .code(statusCode)
      .headers({ ...headers, ...(type && statusCode < 300 ? { 'content-type': type } : {}), 'cache-control': 'private, max-age=3600' })
      .send(stream);
  }
}

/** The back office's view of the library, under /api/admin. */
@ApiTags('admin')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('admin/library')
@UseGuards(AdminGuard)
export class LibraryAdminController {
  constructor(private readonly library: LibraryService) {}

  @Get()
  @ApiOperation({ summary: 'The library: songs, last scan, and the files that could not be read and why' })
  @ApiOkResponse({ type: AdminLibraryDto })
  @ApiErrors(...ADMINS_ONLY)
  status(): AdminLibraryDto {
    return this.library.adminStatus();
  }

  @Post('rescan')
  @HttpCode(200)
  @ApiOperation({ summary: 'Scan the library folder again now; answers when the scan is done' })
  @ApiOkResponse({ type: AdminLibraryDto })
  @ApiErrors(...ADMINS_ONLY, LIBRARY_NOT_SET)
  async rescan(): Promise<AdminLibraryDto> {
    await this.library.rescan();
    return this.library.adminStatus();
  }
}
