/**
 * Imported by main.ts right after the Node check: keeps the server's compiled code while it idles.
 *
 * V8 drops the bytecode of a function that has not run for a few major garbage collections, to
 * save memory in browser tabs. A party's server idles for minutes between bursts (the songs play)
 * while its sockets' heartbeats keep the collector running, so the next burst would compile the
 * add's path again (routing, validation, the plan, Socket.IO's encoder) on its own time and run
 * it unoptimized at first (docs/performance.md §2, "Compiled code"). What is kept is the bytecode
 * of functions the server has run.
 */
import v8 from 'node:v8';

export const KEEP_COMPILED_CODE = '--no-flush-bytecode';

v8.setFlagsFromString(KEEP_COMPILED_CODE);
