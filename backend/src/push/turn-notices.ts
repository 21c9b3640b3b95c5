import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DomainError, spokenSentence } from '../common/errors/domain-error.js';
import { type JobRunContext, OnJob } from '../jobs/job-wiring.js';
import { JobsService } from '../jobs/jobs.service.js';
import { LiveRooms, type RoomChangedPayload, type RoomParts, RoomTransactions } from '../room-engine/index.js';
import { ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { PHONELESS_SINGER } from '../queue/rotation.js';
import { sentence, SENTENCE_LANGUAGES, type SentenceLanguage } from '../common/i18n/sentences.js';
import { UsersRepository } from '../users/users.repository.js';
import { type PushOutcome, PushService } from './push.service.js';

/**
 * The sentences of a singer's turn, as the party app's in-page notices word them
 * (frontend/src/features/room/components/your-turn.tsx): one text per notice, kept here in one place
 * and translated in the server's catalogs like a refusal.
 */
const TURN_TEMPLATES = { next: spokenSentence("You're up next — get ready!"), on: spokenSentence("You're on!") } as const;
export type TurnKind = keyof typeof TURN_TEMPLATES;
export const TURN_TEXTS: Record<TurnKind, string> = { next: sentence('en', TURN_TEMPLATES.next), on: sentence('en', TURN_TEMPLATES.on) };

/** A singer without a phone's turn, told to the host's phone (docs/product.md "Singers without a phone"). */
const PHONELESS_TURN_TEMPLATES = {
  next: spokenSentence('{name} is up next — hand them the mic!'),
  on: spokenSentence('{name} is on!'),
} as const;
export const PHONELESS_TURN_TEXTS: Record<TurnKind, (name: string) => string> = {
  next: (name) => sentence('en', PHONELESS_TURN_TEMPLATES.next, { name }),
  on: (name) => sentence('en', PHONELESS_TURN_TEMPLATES.on, { name }),
};

/** A turn's notice codes (PushMessage.code): the singer's own, or a singer without a phone's told to the host. */
const TURN_CODES: Record<TurnKind, { own: string; phoneless: string }> = {
  next: { own: 'YOUR_TURN_NEXT', phoneless: 'PHONELESS_TURN_NEXT' },
  on: { own: 'YOUR_TURN_NOW', phoneless: 'PHONELESS_TURN_NOW' },
};

/** How long a push service keeps an undelivered notice: past it, the turn it announces is over. */
const TURN_TTL_SECONDS: Record<TurnKind, number> = { next: 600, on: 300 };

/** Turns this instance has already handled, so that the changes after one do not ask the database again. */
const SEEN_MAX = 10_000;

/** A singer's turn in a room at one version: whose, which song (its identity in `key`) and its title. */
export interface Turn {
  kind: TurnKind;
  userId: number;
  /** One per song and kind: `next.<queueItemId>` or `on.<startedAt ms>`. */
  key: string;
  title: string;
  /** A singer without a phone (their rotation key says so): the host's browsers are told instead. */
  phoneless: boolean;
}

/** A song's singers (docs/product.md "Sing together"): each who accepted hears its turns. */
interface Singers {
  /** The rotation key of whoever added it (`nophone:<name>` for a singer without a phone). */
  singer?: string;
  singers?: { userId: number; state: string; singer?: string }[];
}
interface QueuePart {
  items: ({ queueItemId: number; addedById: number; title: string } & Singers)[];
}
interface PlayingPart {
  currentlyPlaying: ({ addedById: number | null; startedAt: Date | string; title: string; isRickRoll: boolean } & Singers) | null;
}

/** Whoever added a song and everyone who accepted to sing it with them. */
const singing = (song: { addedById: number | null } & Singers): number[] => [
  ...new Set([
    ...(song.addedById === null ? [] : [song.addedById]),
    ...(song.singers ?? []).filter((one) => one.state === 'accepted').map((one) => one.userId),
  ]),
];

/** Of a song's singers, those without a phone, by their rotation keys: no lookup for the others. */
const phonelessOf = (song: { addedById: number | null } & Singers): Set<number> =>
  new Set([
    ...(song.addedById !== null && song.singer?.startsWith(PHONELESS_SINGER) ? [song.addedById] : []),
    ...(song.singers ?? []).filter((one) => one.singer?.startsWith(PHONELESS_SINGER)).map((one) => one.userId),
  ]);

/**
 * The turns a room's queue and stage announce, as the party app decides them (turnOf in
 * your-turn.tsx): the singer of the song playing is on (not for the joke track), the singer of the
 * queue's head is up next, unless they are the one on stage (they hear "You're on!" when it starts).
 */
export function turnNoticesOf(queue: QueuePart | undefined, playing: PlayingPart | undefined): Turn[] {
  const turns: Turn[] = [];
  const current = playing?.currentlyPlaying;
  if (current && !current.isRickRoll && current.addedById !== null) {
    const phoneless = phonelessOf(current);
    for (const userId of singing(current)) {
      turns.push({ kind: 'on', userId, key: `on.${new Date(current.startedAt).getTime()}`, title: current.title, phoneless: phoneless.has(userId) });
    }
  }
  const head = queue?.items[0];
  const phonelessNext = head ? phonelessOf(head) : new Set<number>();
  for (const userId of head ? singing(head) : []) {
    if (!turns.some((turn) => turn.userId === userId)) {
      turns.push({ kind: 'next', userId, key: `next.${head!.queueItemId}`, title: head!.title, phoneless: phonelessNext.has(userId) });
    }
  }
  return turns;
}

/**
 * "Your turn" on a locked phone (README, How it behaves): follows every change this instance
 * commits (RoomTransactions.onCommitted, after the push to the room's phones), and when a song
 * becomes next or starts, queues the job that sends its singer's subscribed browsers the notice.
 * Once per song and kind across every instance: the first to claim it in the database sends it;
 * the job id keeps BullMQ from running it twice.
 */
@Injectable()
export class TurnNotices implements OnModuleInit {
  private readonly logger = new Logger('TurnNotices');
  private readonly seen = new Set<string>();

  constructor(
    private readonly transactions: RoomTransactions,
    private readonly live: LiveRooms,
    private readonly jobs: JobsService,
    private readonly push: PushService,
    private readonly users: UsersRepository,
  ) {}

  onModuleInit(): void {
    this.transactions.onCommitted((payload) => {
      if (!payload.state || !('queue' in payload.state || 'playing' in payload.state)) return;
      this.follow(payload).catch((error: Error) => this.logger.warn(`Could not queue the turn notices of room ${payload.roomId}: ${error.message}`));
    });
  }

  /** The turns at the change's version: the parts it built, the others as memory holds them at that version. */
  async follow(payload: RoomChangedPayload): Promise<void> {
    const held = this.live.peek(payload.roomId);
    const heldParts: RoomParts = held && held.room.version === payload.version ? (held.held ?? {}) : {};
    const parts = { ...heldParts, ...payload.state };
    for (const turn of turnNoticesOf(parts.queue as QueuePart | undefined, parts.playing as PlayingPart | undefined)) {
      const id = `${payload.roomId}.${turn.key}.${turn.userId}`;
      if (this.seen.has(id)) continue;
      if (this.seen.size >= SEEN_MAX) this.seen.delete(this.seen.values().next().value as string);
      this.seen.add(id);
      // A singer without a phone has no browser to tell: the host's is told, in their name.
      const phoneless = turn.phoneless ? await this.phonelessSinger(payload.roomId, turn.userId) : null;
      const to = phoneless?.ownerId ?? turn.userId;
      if (!(await this.push.hasSubscriptions(to))) continue;
      if (!(await this.jobs.claimOnce('push.your-turn', id))) continue;
      await this.jobs.enqueue(
        'push.your-turn',
        { roomId: payload.roomId, userId: to, kind: turn.kind, title: turn.title, ...(phoneless ? { singerName: phoneless.displayName } : {}) },
        `push.your-turn@${id}`,
      );
    }
  }

  /** The singer's name and the room's owner when `userId` is a singer without a phone in the room; else null. */
  private async phonelessSinger(roomId: string, userId: number): Promise<{ displayName: string; ownerId: number } | null> {
    // The owner from memory (this instance just committed the change, so it holds the room): the
    // users module is asked only the name, one statement as before.
    const live =
      this.live.peek(roomId) ??
      (await this.live.get(roomId).catch((error: unknown) => {
        // A room that ended let its people go: no singer of it to tell.
        if (error instanceof DomainError && error.refused === ROOM_NOT_FOUND) return undefined;
        throw error;
      }));
    if (!live) return null;
    const ownerId = live.room.ownerId;
    const displayName = await this.users.phonelessMemberName(userId, roomId);
    return displayName === null ? null : { displayName, ownerId };
  }

  /** The language the room's screens are set to (docs/product.md "Languages"), else English. */
  private async roomLanguage(roomId: string): Promise<SentenceLanguage> {
    const live = await this.live.get(roomId).catch(() => undefined);
    const chosen = live?.room.settings?.language;
    return SENTENCE_LANGUAGES.find((language) => language === chosen) ?? 'en';
  }

  /** The job: the notice to the singer's browsers (the host's, for a singer without a phone), if they are still in the room. */
  @OnJob('push.your-turn')
  async send(data: Record<string, unknown>, context?: JobRunContext): Promise<PushOutcome> {
    const roomId = String(data.roomId);
    const kind: TurnKind = data.kind === 'on' ? 'on' : 'next';
    const phoneless = typeof data.singerName === 'string';
    const params: Record<string, string> = phoneless ? { name: String(data.singerName), title: String(data.title ?? '') } : { title: String(data.title ?? '') };
    // Each browser in the language it subscribed in; one that recorded none in the room's (its
    // host's choice for the room's screens), else English.
    const roomLanguage = await this.roomLanguage(roomId);
    return this.push.sendToMember(
      roomId,
      Number(data.userId),
      (browserLanguage) => ({
        title: phoneless
          ? sentence(browserLanguage ?? roomLanguage, PHONELESS_TURN_TEMPLATES[kind], { name: params.name })
          : sentence(browserLanguage ?? roomLanguage, TURN_TEMPLATES[kind]),
        body: params.title,
        code: phoneless ? TURN_CODES[kind].phoneless : TURN_CODES[kind].own,
        params,
        url: `/room/${roomId}`,
        tag: typeof data.singerName === 'string' ? `turn-${roomId}-${String(data.singerName)}` : `turn-${roomId}`,
      }),
      TURN_TTL_SECONDS[kind],
      context?.signal,
    );
  }
}
