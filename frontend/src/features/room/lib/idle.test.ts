import { describe, expect, it } from 'vitest';
import { idleLines } from './idle';

describe('what the room says while songs wait and nothing plays', () => {
  const waiting = { queueLength: 2, nothingPlaying: true, hostName: 'Maya' };

  it('asks the host to start the show when no stage would start it', () => {
    expect(idleLines({ ...waiting, owner: true })?.title).toBe('Ready when you are');
    expect(idleLines({ ...waiting, owner: false })?.title).toBe('Waiting for Maya to start the show');
  });

  it('says the show is about to start while an open stage counts down, to host and guests alike', () => {
    for (const owner of [true, false]) {
      expect(idleLines({ ...waiting, owner, stageOpen: true })).toEqual({
        title: 'The show is about to start',
        text: '2 songs are waiting in the queue. The stage starts the first one in a few seconds.',
      });
    }
  });

  it('says nothing while a song plays or the queue is empty', () => {
    expect(idleLines({ ...waiting, owner: false, nothingPlaying: false })).toBeUndefined();
    expect(idleLines({ ...waiting, owner: false, queueLength: 0, stageOpen: true })).toBeUndefined();
  });
});
