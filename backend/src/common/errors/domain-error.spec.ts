import { HttpStatus } from '@nestjs/common';
import { notice, refusal, said } from './domain-error.js';
import { queueFull } from '../../queue/queue.errors.js';
import { ROOM_EXPIRED } from '../../rooms/rooms.errors.js';

describe('codes on refusals and notices', () => {
  it('carries the code written with the refusal, and its values as params, apart from the sentence', () => {
    const full = queueFull(50);
    expect(full.code).toBe('QUEUE_FULL');
    expect(said(full)).toEqual({ code: 'QUEUE_FULL', params: { maxQueueSize: 50 }, message: full.message });
    // Compared as data, a refusal is still {status, message}.
    expect(full).toEqual({ status: 403, message: 'The queue is full (50 songs). Add this song once one has played.' });
    expect(said(ROOM_EXPIRED)).toEqual({ code: 'ROOM_EXPIRED', params: {}, message: 'This room has expired' });
  });

  it('refuses a code that is not SCREAMING_SNAKE_CASE', () => {
    expect(() => refusal('queueFull', HttpStatus.FORBIDDEN, 'Full.')).toThrow(/SCREAMING_SNAKE_CASE/);
    expect(() => notice('Room gone', 'Gone.')).toThrow(/SCREAMING_SNAKE_CASE/);
  });
});
