import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { JOB_NAMES, type JobName } from './job-names.js';

/**
 * Who runs each job, declared on the handling methods and found once at start
 * (docs/architecture.md, "Wiring"): a job without its handler, or with two, stops the start.
 */

/** What a handler may watch while it runs: `signal` aborts when the job's hard timeout passes or the process shuts down. */
export interface JobRunContext {
  signal: AbortSignal;
}

/** A job's handler: given the job's data (what `enqueue`/`run` were given), answers its result. */
export type JobHandler = (data: Record<string, unknown>, context?: JobRunContext) => Promise<unknown>;

/** A job's handler, bound to its provider. */
export interface FoundJob {
  run: JobHandler;
  /** "Class.method", for the start-time sentences. */
  source: string;
}

const ON_JOB = Symbol('job-wiring:on-job');

/** Marks the method that runs the job `name` (JOB_NAMES) with the job's data; exactly one per job. */
export function OnJob(name: JobName) {
  return <T extends JobHandler>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    Reflect.defineMetadata(ON_JOB, name, descriptor.value!);
  };
}

/** "A", "A and B", "A, B and C". */
const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const count = (n: number) => (n === 2 ? 'Two' : String(n));

/**
 * Finds the @OnJob methods of every provider once (Nest's DiscoveryService and MetadataScanner,
 * after every instance exists), checks them against JOB_NAMES and hands them to JobsService,
 * which asks for them in its onModuleInit: before its worker and the schedules start.
 */
@Injectable()
export class JobHandlersExplorer {
  private found?: ReadonlyMap<JobName, FoundJob>;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  handlers(): ReadonlyMap<JobName, FoundJob> {
    if (this.found) return this.found;
    const marked = this.marked();
    const problems = [
      ...JOB_NAMES.flatMap((name) => {
        const sources = marked.filter((m) => m.name === name).map((m) => m.source);
        if (sources.length === 0) return [`No handler for the job '${name}': mark one provider method with @OnJob('${name}').`];
        if (sources.length > 1) return [`${count(sources.length)} handlers for the job '${name}': ${listed(sources)}.`];
        return [];
      }),
      // Only a cast gets past OnJob's type; said all the same rather than never run.
      ...marked
        .filter(({ name }) => !(JOB_NAMES as readonly string[]).includes(name))
        .map(({ name, source }) => `@OnJob('${name}') on ${source}: there is no such job in JOB_NAMES (jobs/job-names.ts).`),
    ];
    if (problems.length > 0) throw new Error(problems.join(' '));
    // Checked: exactly one of each, kept in the declared order.
    this.found = new Map(JOB_NAMES.map((name) => marked.find((m) => m.name === name)!).map(({ name, run, source }) => [name, { run, source }]));
    return this.found;
  }

  /** The @OnJob methods of every provider instance (each once, whatever number of tokens provide it). */
  private marked(): (FoundJob & { name: JobName })[] {
    const seen = new Set<object>();
    const found: (FoundJob & { name: JobName })[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!wrapper.isDependencyTreeStatic() || wrapper.isTransient || typeof instance !== 'object' || instance === null || seen.has(instance)) continue;
      seen.add(instance);
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const handler = (instance as Record<string, unknown>)[method];
        if (typeof handler !== 'function') continue;
        const name = Reflect.getMetadata(ON_JOB, handler) as JobName | undefined;
        if (name === undefined) continue;
        found.push({ name, source: `${instance.constructor.name}.${method}`, run: (handler as JobHandler).bind(instance) });
      }
    }
    return found;
  }
}
