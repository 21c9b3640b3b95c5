import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import webpush from 'web-push';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import { SENTENCE_LANGUAGES, type SentenceLanguage } from '../common/i18n/sentences.js';
import { refusedUrl } from '../common/outbound/address-policy.js';
import { OutboundClient, OutboundError } from '../common/outbound/outbound-client.js';
import type { PushSubscriptionDto } from './dto/push.dto.js';
import { PushSubscription } from './entities/push-subscription.entity.js';
import { PUSH_ENDPOINT_INSIDE, PUSH_ENDPOINT_TAKEN } from './push.errors.js';
import { VapidKeys } from './vapid-keys.js';

/** The most browsers one person keeps subscribed; a new one past it replaces their oldest. */
export const PUSH_SUBSCRIPTIONS_PER_PERSON = 10;

/** What a notification carries: read by the party app's service worker (frontend/src/sw.ts). */
export interface PushMessage {
  title: string;
  body: string;
  /** Where tapping it leads (a path of the party app). */
  url: string;
  /** Notifications with one tag replace each other on the phone. */
  tag: string;
  /**
   * What the notice says, for programs (docs/architecture.md "Codes, not sentences"): YOUR_TURN_NEXT,
   * YOUR_TURN_NOW, PHONELESS_TURN_NEXT, PHONELESS_TURN_NOW.
   */
  code?: string;
  /** The values `title` and `body` are filled with (the song's title, a singer without a phone's name). */
  params?: Record<string, string | number>;
}

export interface PushOutcome {
  sent: number;
  /** Subscriptions the push service answered 404/410 (gone): deleted. */
  gone: number;
  failed: number;
}

/** Stores browsers' push subscriptions with their sessions and sends them messages (Web Push, RFC 8030/8291/8292). */
@Injectable()
export class PushService {
  private readonly logger = new Logger('Push');
  /** The people asked about in this turn of the event loop (hasSubscriptions), with who waits for each answer. */
  private askedSubscriptions = new Map<number, { resolve: (has: boolean) => void; reject: (error: unknown) => void }[]>();

  constructor(
    @InjectRepository(PushSubscription) private readonly subscriptions: Repository<PushSubscription>,
    private readonly vapid: VapidKeys,
    private readonly outbound: OutboundClient,
  ) {}

  get publicKey(): string {
    return this.vapid.details.publicKey;
  }

  /**
   * Keeps this browser's subscription with the caller's session. An endpoint this server would
   * never send to (a local name, a private or reserved address, a port other than 443) is refused
   * here with a sentence; its resolved addresses are checked again at each send (OutboundClient).
   * A stored endpoint moves to the caller only when they are its subscriber or send its keys (the
   * same browser, signed in anew): knowing someone's endpoint is not enough to take it over.
   */
  async subscribe(user: SessionUser, subscription: PushSubscriptionDto): Promise<void> {
    if (refusedUrl(subscription.endpoint, this.outbound.policy)) throw new DomainError(PUSH_ENDPOINT_INSIDE);
    await this.subscriptions.manager.transaction(async (manager) => {
      const kept: unknown[] = await manager.query(
        `INSERT INTO "push_subscriptions" ("endpoint", "p256dh", "auth", "userId", "sessionId", "language") VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ("endpoint") DO UPDATE SET "p256dh" = EXCLUDED."p256dh", "auth" = EXCLUDED."auth", "userId" = EXCLUDED."userId",
           "sessionId" = EXCLUDED."sessionId", "language" = EXCLUDED."language", "createdAt" = now()
         WHERE "push_subscriptions"."userId" = EXCLUDED."userId"
            OR ("push_subscriptions"."p256dh" = EXCLUDED."p256dh" AND "push_subscriptions"."auth" = EXCLUDED."auth")
         RETURNING "id"`,
        [subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, user.userId, user.sessionId, subscription.language ?? null],
      );
      if (kept.length === 0) throw new DomainError(PUSH_ENDPOINT_TAKEN);
      // Each stored endpoint is an address this server will post to: a person keeps a few, not thousands.
      await manager.query(
        `DELETE FROM "push_subscriptions" WHERE "userId" = $1 AND "id" NOT IN
           (SELECT "id" FROM "push_subscriptions" WHERE "userId" = $1 ORDER BY "createdAt" DESC, "id" DESC LIMIT $2)`,
        [user.userId, PUSH_SUBSCRIPTIONS_PER_PERSON],
      );
    });
  }

  /** Forgets the caller's subscription of this endpoint (nothing when it is not theirs). */
  async unsubscribe(user: SessionUser, endpoint: string): Promise<void> {
    await this.subscriptions.query(`DELETE FROM "push_subscriptions" WHERE "endpoint" = $1 AND "userId" = $2`, [endpoint, user.userId]);
  }

  /**
   * Whether the person has any browser subscribed (cheap: checked before a notice is claimed).
   * The questions of one moment share one query: a burst of changes in many rooms (every host
   * adding at once) asks once, not once a room (docs/performance.md §1).
   */
  hasSubscriptions(userId: number): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const waiting = this.askedSubscriptions.get(userId) ?? [];
      waiting.push({ resolve, reject });
      this.askedSubscriptions.set(userId, waiting);
      if (this.askedSubscriptions.size === 1 && waiting.length === 1) setImmediate(() => void this.answerSubscriptions());
    });
  }

  private async answerSubscriptions(): Promise<void> {
    const asked = this.askedSubscriptions;
    this.askedSubscriptions = new Map();
    try {
      const rows: { userId: number }[] = await this.subscriptions.query(`SELECT DISTINCT "userId" FROM "push_subscriptions" WHERE "userId" = ANY($1::int[])`, [
        [...asked.keys()],
      ]);
      const subscribed = new Set(rows.map((row) => Number(row.userId)));
      for (const [userId, waiting] of asked) for (const { resolve } of waiting) resolve(subscribed.has(userId));
    } catch (error) {
      for (const waiting of asked.values()) for (const { reject } of waiting) reject(error);
    }
  }

  /**
   * Sends the message `word` gives in each browser's language (null: it recorded none) to every
   * browser the person subscribed from a live session while they are
   * still in the room (a member, or its owner): nobody who left, was booted or signed out gets it.
   * Subscriptions the push service answers 404 or 410 are gone for good, and deleted. Each push
   * goes through the outbound client (deadline, answer cap, no redirects, public addresses only);
   * one that fails ends alone, logged and counted, and never throws out of here.
   */
  async sendToMember(
    roomId: string,
    userId: number,
    word: (language: SentenceLanguage | null) => PushMessage,
    ttlSeconds: number,
    signal?: AbortSignal,
  ): Promise<PushOutcome> {
    // A join across owners, kept here with the main table (push_subscriptions): asking the
    // sessions, users and rooms modules in turn would make one statement a notice three.
    const rows: { id: number; endpoint: string; p256dh: string; auth: string; language: string | null }[] = await this.subscriptions.query(
      `SELECT p."id", p."endpoint", p."p256dh", p."auth", p."language"
         FROM "push_subscriptions" p
         JOIN "sessions" s ON s."id" = p."sessionId" AND s."endedAt" IS NULL AND s."expiresAt" > now()
         JOIN "users" u ON u."userId" = p."userId"
         JOIN "rooms" r ON r."roomId" = $2 AND r."endedAt" IS NULL
        WHERE p."userId" = $1 AND (u."roomId" = r."roomId" OR r."ownerId" = u."userId")`,
      [userId, roomId],
    );
    const outcome: PushOutcome = { sent: 0, gone: 0, failed: 0 };
    const payloads = new Map<SentenceLanguage | null, string>();
    const payloadIn = (recorded: string | null): string => {
      const language = SENTENCE_LANGUAGES.find((known) => known === recorded) ?? null;
      let payload = payloads.get(language);
      if (payload === undefined) payloads.set(language, (payload = JSON.stringify(word(language))));
      return payload;
    };
    await Promise.all(rows.map(async (row) => (outcome[await this.sendOne(row, payloadIn(row.language), ttlSeconds, signal)] += 1)));
    return outcome;
  }

  /** One push: sent, gone (404/410, deleted) or failed (logged and counted). Never throws. */
  private async sendOne(
    row: { id: number; endpoint: string; p256dh: string; auth: string },
    payload: string,
    ttlSeconds: number,
    signal: AbortSignal | undefined,
  ): Promise<keyof PushOutcome> {
    let host = '?';
    try {
      host = new URL(row.endpoint).host;
      const { subject, publicKey, privateKey } = this.vapid.details;
      // web-push builds the encrypted, signed request (RFC 8291/8292); the outbound client sends it.
      const details = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload, {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: ttlSeconds,
        urgency: 'high',
        // A newer notice of the same kind replaces one the push service still holds for a phone that was offline.
        topic: 'your-turn',
      });
      const { status } = await this.outbound.send({
        purpose: 'push',
        url: details.endpoint,
        method: details.method,
        headers: details.headers as Record<string, string | number>,
        body: details.body ?? undefined,
        signal,
      });
      if (status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) {
        await this.subscriptions.query(`DELETE FROM "push_subscriptions" WHERE "id" = $1`, [row.id]);
        return 'gone';
      }
      this.logger.warn(`A push to ${host} failed (answered ${status}); the in-page notice still shows when the app is open.`);
      return 'failed';
    } catch (error) {
      const why = error instanceof OutboundError ? `${error.outcome}: ${error.message}` : (error as Error)?.message;
      this.logger.warn(`A push to ${host} failed (${why}); the in-page notice still shows when the app is open.`);
      return 'failed';
    }
  }
}
