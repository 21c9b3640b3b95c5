import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { classifyDatabaseError } from './all-exceptions.filter.js';

describe('database failures, as the error filter sorts them', () => {
  it('counts a lost connection as the database unavailable (503), also when TypeORM reports the released query runner instead', () => {
    expect(classifyDatabaseError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('unavailable');
    expect(classifyDatabaseError(new QueryRunnerAlreadyReleasedError())).toBe('unavailable');
    expect(classifyDatabaseError(new QueryFailedError('SELECT 1', [], Object.assign(new Error('bad'), { code: '22P05' })))).toBe('bad-value');
    expect(classifyDatabaseError(new Error('a bug'))).toBeUndefined();
  });
});
