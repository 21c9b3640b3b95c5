import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { Room } from '../rooms/entities/room.entity.js';
import { HELD_PARTS, ROOM_PARTS, type RoomPart } from './room-parts.js';

/**
 * Who builds each room part, declared on the providing methods and found once at start
 * (docs/architecture.md, "Wiring"): a part without its method, or with two, stops the start.
 */

/** How a part of a room is built at the room's version (inside a change's transaction when given its manager). */
export type PartMethod = (manager: EntityManager, room: Room) => Promise<unknown>;

export interface PollProducerOptions {
  /** Adds the time to the answer's key for answers that age on their own (the users list's "online" flags). */
  timeBucketMs?: number;
}

/** A part's poll answer: RoomPollCache builds and serves it. */
export interface PartProducer extends PollProducerOptions {
  produce: PartMethod;
  /** "Class.method", for the start-time sentences. */
  source: string;
}

/** A held part's reader: LiveRooms reads it with every live room, because changes start from it. */
export interface PartReader {
  read: PartMethod;
  source: string;
}

const POLL_PRODUCER = Symbol('room-wiring:poll-producer');
const HELD_PART_READER = Symbol('room-wiring:held-part-reader');

/** Marks the method that answers the polls of `part` (GET /api/rooms/:roomId[/part]); exactly one per part. */
export function PollProducer(part: RoomPart, options: PollProducerOptions = {}) {
  return <T extends PartMethod>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    Reflect.defineMetadata(POLL_PRODUCER, { part, ...options }, descriptor.value!);
  };
}

/** Marks the method that reads `part` for memory to hold with every live room; exactly one per HELD_PARTS part. */
export function HeldPartReader(part: RoomPart) {
  return <T extends PartMethod>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    Reflect.defineMetadata(HELD_PART_READER, part, descriptor.value!);
  };
}

interface Marked<T> {
  part: RoomPart;
  source: string;
  method: PartMethod;
  meta: T;
}

/** "A", "A and B", "A, B and C". */
const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const count = (n: number) => (n === 2 ? 'Two' : String(n));
const heldNames = listed(HELD_PARTS.map((part) => `'${part}'`));

/**
 * Finds the marked methods of every provider once (Nest's DiscoveryService and MetadataScanner,
 * after every instance exists), checks them against the declared parts (ROOM_PARTS, HELD_PARTS)
 * and hands them to RoomPollCache and LiveRooms, which ask for them in their onModuleInit.
 */
@Injectable()
export class RoomPartsExplorer {
  private found?: { producers: ReadonlyMap<RoomPart, PartProducer>; readers: ReadonlyMap<RoomPart, PartReader> };

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  pollProducers(): ReadonlyMap<RoomPart, PartProducer> {
    return this.explore().producers;
  }

  heldReaders(): ReadonlyMap<RoomPart, PartReader> {
    return this.explore().readers;
  }

  private explore(): NonNullable<RoomPartsExplorer['found']> {
    if (this.found) return this.found;
    const producers = this.marked<PollProducerOptions & { part: RoomPart }>(POLL_PRODUCER, (meta) => meta.part);
    const readers = this.marked<RoomPart>(HELD_PART_READER, (meta) => meta);
    const problems = [
      ...this.check(producers, ROOM_PARTS, {
        missing: (part) => `No poll producer for the room part '${part}': mark one provider method with @PollProducer('${part}').`,
        twice: (part, sources) => `${count(sources.length)} poll producers for '${part}': ${listed(sources)}.`,
      }),
      ...this.check(readers, HELD_PARTS, {
        missing: (part) => `No reader for the held room part '${part}': mark one provider method with @HeldPartReader('${part}').`,
        twice: (part, sources) => `${count(sources.length)} readers for the held room part '${part}': ${listed(sources)}.`,
      }),
      ...readers
        .filter(({ part }) => !HELD_PARTS.includes(part))
        .map(({ part, source }) => `@HeldPartReader('${part}') on ${source}: memory holds only ${heldNames} (HELD_PARTS), the parts changes start from.`),
    ];
    if (problems.length > 0) throw new Error(problems.join(' '));
    // Checked: exactly one of each, kept in the declared order.
    const only = <T>(found: Marked<T>[], part: RoomPart) => found.find((m) => m.part === part)!;
    this.found = {
      producers: new Map(
        ROOM_PARTS.map((part) => only(producers, part)).map((m) => [m.part, { produce: m.method, source: m.source, timeBucketMs: m.meta.timeBucketMs }]),
      ),
      readers: new Map(HELD_PARTS.map((part) => only(readers, part)).map((m) => [m.part, { read: m.method, source: m.source }])),
    };
    return this.found;
  }

  /** The methods of every provider instance (each once, whatever number of tokens provide it) carrying `key`. */
  private marked<T>(key: symbol, partOf: (meta: T) => RoomPart): Marked<T>[] {
    const seen = new Set<object>();
    const found: Marked<T>[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!wrapper.isDependencyTreeStatic() || wrapper.isTransient || typeof instance !== 'object' || instance === null || seen.has(instance)) continue;
      seen.add(instance);
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const method = (instance as Record<string, unknown>)[name];
        if (typeof method !== 'function') continue;
        const meta = Reflect.getMetadata(key, method) as T | undefined;
        if (meta === undefined) continue;
        found.push({ part: partOf(meta), source: `${instance.constructor.name}.${name}`, method: (method as PartMethod).bind(instance), meta });
      }
    }
    return found;
  }

  private check(
    found: readonly Marked<unknown>[],
    required: readonly RoomPart[],
    say: { missing: (part: RoomPart) => string; twice: (part: RoomPart, sources: readonly string[]) => string },
  ): string[] {
    return required.flatMap((part) => {
      const sources = found.filter((m) => m.part === part).map((m) => m.source);
      if (sources.length === 0) return [say.missing(part)];
      if (sources.length > 1) return [say.twice(part, sources)];
      return [];
    });
  }
}
