import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// `npm test` runs these beside the backend suite and the browser journeys: on two busy cores a lazy
// screen can take longer than testing-library's default second to appear (vite.config.ts gives each
// test 20 s for the same reason).
configure({ asyncUtilTimeout: 5_000 });
