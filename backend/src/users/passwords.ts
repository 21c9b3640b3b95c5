import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { PASSWORD_CHECKS_BUSY, PASSWORD_CHECKS_RETRY_SECONDS } from './users.errors.js';

/** How long a password check may wait for its turn before it is refused (503). */
const MAX_WAIT_MS = 2_000;

interface Waiting {
  go: () => void;
  timer: NodeJS.Timeout;
}

/**
 * argon2id hashes and checks (the library's defaults: 64 MiB, 3 passes), at most
 * PASSWORD_CHECKS_AT_ONCE at a time. Each one holds a libuv worker thread and a core for a few
 * hundred milliseconds: a burst of sign-ins would take every thread (starving file, compression and
 * DNS work) and make each check wait behind all the others. Beyond the bound, up to
 * PASSWORD_CHECKS_QUEUED wait their turn for at most 2 s; the rest are refused at once with 503 and
 * Retry-After (README "Rate limits" has the numbers).
 */
@Injectable()
export class Passwords {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  private readonly atOnce: number;
  private readonly queued: number;
  /** Checked when the username is unknown, so both failures take the same time. */
  private dummyHash?: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    ({ atOnce: this.atOnce, queued: this.queued } = config.passwordChecks);
  }

  /** The hash stored in users.password. */
  hash(password: string): Promise<string> {
    return this.inTurn(() => argon2.hash(password, { type: argon2.argon2id }));
  }

  /** Whether the password matches the hash; false, in the same time, when there is no hash. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash('not-a-real-password').catch((error: unknown) => {
        this.dummyHash = undefined;
        throw error;
      });
      const dummy = await this.dummyHash;
      await this.inTurn(() => argon2.verify(dummy, password).catch(() => false));
      return false;
    }
    return this.inTurn(() => argon2.verify(hash, password).catch(() => false));
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.atOnce) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queued) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        go: resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(busy());
        }, MAX_WAIT_MS),
      };
      this.waiting.push(entry);
    });
  }

  /** A finished check hands its turn to the longest-waiting one. */
  private release(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running--;
      return;
    }
    clearTimeout(next.timer);
    next.go();
  }
}

const busy = () => new DomainError(PASSWORD_CHECKS_BUSY, PASSWORD_CHECKS_RETRY_SECONDS);
