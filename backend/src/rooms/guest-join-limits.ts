import { type CallHandler, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { ThrottleCounters } from '../common/http/throttling.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';

/**
 * The guest join's limit per address (GUEST_JOIN_RATE_LIMIT a minute), a cap that punishes
 * attackers, not venues (README "Rate limits"): a whole party joins from one address, so a join
 * that succeeds costs nothing, and a refused one (no name, a taken name, a locked room, a wrong
 * code...) costs one. Past the limit the address's refusals are answered 429 instead, while a join
 * that would succeed still does: nobody's empty or wrong requests keep a venue's guests out.
 */
@Injectable()
export class GuestJoinLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly counters: ThrottleCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        // Only a refusal of the join counts: not a server fault, and not a 429 of another limit.
        if (!(error instanceof HttpException)) return throwError(() => error);
        const status = error.getStatus();
        if (status < 400 || status >= 500 || status === HttpStatus.TOO_MANY_REQUESTS) return throwError(() => error);
        return from(this.counters.countFor('guestJoin', this.config, request)).pipe(mergeMap((refused) => throwError(() => refused ?? error)));
      }),
    );
  }
}

/** Counts this route's refused guest joins per address (see GuestJoinLimitInterceptor). */
export const CountsRefusedJoins = (): MethodDecorator & ClassDecorator => UseInterceptors(GuestJoinLimitInterceptor);
