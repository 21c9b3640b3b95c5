import { beforeEach } from 'vitest';
import { reportFailure } from './failure-report';

// Every journey that fails says what its pages showed (e2e/failure-report.ts).
beforeEach(({ onTestFailed }) => onTestFailed(reportFailure));
