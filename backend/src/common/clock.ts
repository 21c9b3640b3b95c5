import { Injectable } from '@nestjs/common';

/**
 * The product's notion of "now". Rules that depend on time (expiry, inactivity, quota days)
 * read it from here so tests can move time forward instead of waiting.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves this process's clock forward (tests only; nothing in the product calls it). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
