import { averageSeconds, durationSeconds, TYPICAL_SONG_SECONDS, waitSeconds } from './estimate.js';

describe('how long until each song', () => {
  it('reads durations as the queue shows them', () => {
    const table: [string | null, number | null][] = [
      ['5:55', 355],
      ['1:02:03', 3723],
      ['0:00', null],
      ['', null],
      [null, null],
      ['live', null],
      ['12', null],
    ];
    for (const [text, seconds] of table) expect([text, durationSeconds(text)]).toEqual([text, seconds]);
  });

  it('counts unknown lengths as the room average, else a typical song', () => {
    expect(averageSeconds(['3:00', '5:00', '', null])).toBe(240);
    expect(averageSeconds(['', null])).toBe(TYPICAL_SONG_SECONDS);
  });

  it('adds the songs ahead and an interstitial before each', () => {
    const queue = [{ duration: '3:00' }, { duration: '' }, { duration: '4:00' }, { duration: '1:00' }];
    // average 160 s stands in for the unknown one; 10 s of "Up next" before every song.
    expect(waitSeconds(queue, 10, 160)).toEqual([10, 200, 370, 620]);
    expect(waitSeconds([], 10, 160)).toEqual([]);
    expect(waitSeconds(queue, 0, 160)).toEqual([0, 180, 340, 580]);
  });
});
