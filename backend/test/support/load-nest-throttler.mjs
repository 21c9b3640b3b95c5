/**
 * Loads the real @nestjs/throttler before a suite imports the app, on Node 24.9+ where jest can
 * `require` an ES module (see jest.config.js): reached on its own, its CommonJS `require`s of the
 * ESM-only Nest load Nest, which the app's imports then share; reached from the app's graph, jest
 * would refuse them as a cycle.
 */
import '@nestjs/throttler';
