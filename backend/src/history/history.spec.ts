import { CSV_COLUMNS, csvField, csvFileName, endingOf, historyCsv, type HistoryRow, mostApplauded, singerName } from './history.js';

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  playedSongId: 1,
  roomId: 'r',
  videoId: 'aaaaaaaaaaa',
  title: 'Song',
  duration: '3:00',
  addedById: 7,
  singer: 'Ana',
  isRickRoll: false,
  playedAt: new Date('2026-11-24T20:00:00Z'),
  endedAt: new Date('2026-11-24T20:03:00Z'),
  skipped: false,
  playedSeconds: 180,
  applause: 0,
  ...over,
});

describe("tonight's songs", () => {
  it('names singers, the joke track and people who left', () => {
    expect(singerName(row({}))).toBe('Ana');
    expect(singerName(row({ isRickRoll: true, singer: null }))).toBe('Everyone (the joke track)');
    expect(singerName(row({ singer: null }))).toBe('Someone who left');
  });

  it('says how each song ended', () => {
    expect(endingOf(row({}))).toBe('sung');
    expect(endingOf(row({ skipped: true }))).toBe('skipped');
    expect(endingOf(row({ endedAt: null }))).toBe('playing');
  });

  it('finds the most applauded song, the earlier of equals, none without applause', () => {
    expect(mostApplauded([row({ applause: 0 })])).toBeNull();
    const early = row({ playedSongId: 1, applause: 5 });
    const late = row({ playedSongId: 2, applause: 5, playedAt: new Date('2026-11-24T21:00:00Z') });
    const top = row({ playedSongId: 3, applause: 9 });
    expect(mostApplauded([late, early])).toBe(1);
    expect(mostApplauded([early, top, late])).toBe(3);
  });

  it('writes the CSV oldest first, quoting and defusing fields', () => {
    const csv = historyCsv([
      row({ playedSongId: 2, title: 'Later, "live"', playedAt: new Date('2026-11-24T21:00:00Z'), skipped: true, playedSeconds: 95, applause: 12 }),
      row({ playedSongId: 1, singer: '=cmd()', endedAt: null, playedSeconds: null }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[1]).toBe("2026-11-24 20:00:00,'=cmd(),Song,https://www.youtube.com/watch?v=aaaaaaaaaaa,3:00,,Still playing,0");
    expect(lines[2]).toBe('2026-11-24 21:00:00,Ana,"Later, ""live""",https://www.youtube.com/watch?v=aaaaaaaaaaa,3:00,1:35,Skipped,12');
    expect(lines[3]).toBe('');
    expect(csvField('-1')).toBe("'-1");
  });

  it('names the file after the room and the date', () => {
    expect(csvFileName("Sam's 30th / Café", new Date('2026-11-24T20:00:00Z'))).toBe('Sam-s-30th-Cafe-2026-11-24-songs.csv');
    expect(csvFileName('!!!', new Date('2026-11-24T20:00:00Z'))).toBe('party-2026-11-24-songs.csv');
  });
});
