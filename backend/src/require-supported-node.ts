/**
 * The first import of main.ts and worker.ts: ES modules run in the order they are imported, so
 * this refuses an unsupported Node before Nest and its dependencies load (on one, loading them
 * fails first, with ERR_REQUIRE_ESM from inside @nestjs/throttler).
 */
import { checkNodeVersion } from './node-version.js';

checkNodeVersion();
