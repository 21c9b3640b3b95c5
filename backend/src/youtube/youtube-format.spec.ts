import { formatDuration, looksLikeKaraoke, nextPacificMidnight, normalizeQuery, pacificDate, videoIdFromQuery, waitInWords } from './youtube-format.js';

describe('youtube helpers', () => {
  it('normalises queries into one cache key', () => {
    expect(normalizeQuery('  Bohemian   RHAPSODY Karaoke ')).toBe('bohemian rhapsody');
    expect(normalizeQuery('karaoke')).toBe('');
    expect(normalizeQuery('Karaoke Queen')).toBe('karaoke queen');
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['abcdefghijk', undefined],
    ['queen songs', undefined],
  ])('finds the video id in %s', (query, id) => {
    expect(videoIdFromQuery(query)).toBe(id);
  });

  it.each([
    ['PT4M5S', '4:05'],
    ['PT45S', '0:45'],
    ['PT1H2M3S', '1:02:03'],
    ['PT10M', '10:00'],
    ['P1DT1H', '25:00:00'],
    ['garbage', ''],
  ])('formats %s as %s', (iso, text) => {
    expect(formatDuration(iso)).toBe(text);
  });

  it('tells karaoke videos from the rest', () => {
    expect(looksLikeKaraoke({ title: 'Queen - Bohemian Rhapsody (Karaoke Version)', channel: 'Sing King' })).toBe(true);
    expect(looksLikeKaraoke({ title: 'Bohemian Rhapsody (Instrumental)', channel: 'x' })).toBe(true);
    expect(looksLikeKaraoke({ title: 'Let It Go', channel: 'Disney Sing-Along' })).toBe(true);
    expect(looksLikeKaraoke({ title: 'Queen - Bohemian Rhapsody (Official Video)', channel: 'Queen Official' })).toBe(false);
  });

  it('counts quota days in Pacific time', () => {
    expect(pacificDate(new Date('2026-11-22T07:59:00Z'))).toBe('2026-11-21');
    expect(pacificDate(new Date('2026-11-22T08:00:00Z'))).toBe('2026-11-22');
    expect(pacificDate(new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30'); // summer time: UTC-7
  });

  it.each([
    // Summer (PDT, UTC-7), winter (PST, UTC-8), and the days daylight saving time starts and ends.
    ['2026-07-14T20:00:00Z', '2026-07-15T07:00:00.000Z'],
    ['2026-07-15T06:59:59Z', '2026-07-15T07:00:00.000Z'],
    ['2026-07-15T07:00:00Z', '2026-07-16T07:00:00.000Z'],
    ['2026-01-10T12:00:00Z', '2026-01-11T08:00:00.000Z'],
    ['2026-03-08T12:00:00Z', '2026-03-09T07:00:00.000Z'],
    ['2026-11-01T12:00:00Z', '2026-11-02T08:00:00.000Z'],
  ])('finds the next quota day after %s', (at, next) => {
    expect(nextPacificMidnight(new Date(at)).toISOString()).toBe(next);
  });

  it('says a wait in words', () => {
    expect(waitInWords(30_000)).toBe('1 minute');
    expect(waitInWords(45 * 60_000)).toBe('45 minutes');
    expect(waitInWords(7 * 3_600_000 - 1)).toBe('7 hours');
  });
});
