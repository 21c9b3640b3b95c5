import { type CallHandler, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { ensureDevice } from '../common/http/device-cookie.js';
import { ThrottleCounters } from '../common/http/throttling.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';

/**
 * The guard of the routes that tell whether a room code exists (find by code, guest join):
 * enumerating codes means trying codes that do not exist, so only those are counted, per browser
 * (ROOM_CODE_RATE_LIMIT) and per address (ROOM_CODE_ADDRESS_RATE_LIMIT, for scripts that drop
 * their cookies). A browser or address past its limit is refused every lookup, of real codes too,
 * so the refusal itself tells nothing. A lookup that finds its room, or is refused 401 before
 * reaching here, costs nothing: a venue's guests are never blocked by one person's guessing.
 */
@Injectable()
export class RoomCodeLookupInterceptor implements NestInterceptor {
  constructor(
    private readonly counters: ThrottleCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(this.refusal(request, reply)).pipe(
      mergeMap((refused) => (refused ? throwError(() => refused) : next.handle())),
      catchError((error: unknown) => {
        if (!(error instanceof HttpException) || error.getStatus() !== HttpStatus.NOT_FOUND) return throwError(() => error);
        // No live room has this code: one more wrong code for this browser and this address.
        return from(this.countMiss(request)).pipe(mergeMap((refused) => throwError(() => refused ?? error)));
      }),
    );
  }

  private async refusal(request: FastifyRequest, reply: FastifyReply): Promise<HttpException | undefined> {
    // A browser without a session gets a device id, so its own wrong codes are counted apart from
    // the other phones of its network.
    if (!request.sessionUser) ensureDevice(request, reply);
    return (await this.counters.refusal('roomCode', request)) ?? (await this.counters.refusal('roomCodeAddress', request));
  }

  private async countMiss(request: FastifyRequest): Promise<HttpException | undefined> {
    const browser = await this.counters.countFor('roomCode', this.config, request);
    const network = await this.counters.countFor('roomCodeAddress', this.config, request);
    return browser ?? network;
  }
}

/** Counts this route's lookups of codes that do not exist (see RoomCodeLookupInterceptor). */
export const CountsWrongRoomCodes = (): MethodDecorator & ClassDecorator => UseInterceptors(RoomCodeLookupInterceptor);
