import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom draws nothing: the invite QR's canvas gets no context (qrcode.react then skips drawing).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// `npm test` runs these beside the backend suite and the browser journeys: on two busy cores a lazy
// screen can take longer than testing-library's default second to appear (vite.config.ts gives each
// test 20 s for the same reason).
configure({ asyncUtilTimeout: 5_000 });
