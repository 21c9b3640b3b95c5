import { parse } from 'csv-parse/sync';
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

  it('leaves no cell starting with a formula character when a spreadsheet splits on ; or tab', () => {
    const payloads = ['x;=cmd()', 'x\t=cmd()', 'a; -2+3', 'a;"=1+1"', 'x;@SUM(A1)', 'x,+1', 'line\r\n=2+2', 'x;\t "+1', '=lead'];
    const csv = historyCsv(payloads.map((payload, index) => row({ playedSongId: index + 1, title: payload, singer: `Ana${payload}` })));
    // Blanks (tab and CR included) and quotes before the character do not stop a spreadsheet reading a formula.
    const formulaStart = /^["\s]*[=+\-@]/;
    // A parser that honours quotes, splitting on ';' as most European spreadsheets do.
    const bySemicolon: string[][] = parse(csv, { delimiter: ';', relaxQuotes: true, relaxColumnCount: true, skipEmptyLines: true });
    const byTab: string[][] = parse(csv, { delimiter: '\t', relaxQuotes: true, relaxColumnCount: true, skipEmptyLines: true });
    // And a naive one: every ;, tab and line break starts a cell, quotes and blanks around it dropped.
    const naive = csv.split(/[;\t\r\n]/);
    for (const cell of [...bySemicolon.flat(), ...byTab.flat(), ...naive]) expect(cell).not.toMatch(formulaStart);
    // Read as intended (comma-separated, quotes honoured), every payload is still there, marked as text.
    const byComma: string[][] = parse(csv, { skipEmptyLines: true });
    expect(byComma.slice(1).map((cells) => cells[2])).toEqual(payloads.map((payload) => `'${payload.replace(/([,;\t\r\n]["\s]*)(?=[=+\-@])/g, "$1'")}`));
    // Plain text with neither a separator nor a leading formula character is left alone.
    expect(csvField('Rock - Live')).toBe('Rock - Live');
    expect(csvField('Rock; Live')).toBe('"Rock; Live"');
  });

  it('names the file after the room and the date', () => {
    expect(csvFileName("Sam's 30th / Café", new Date('2026-11-24T20:00:00Z'))).toBe('Sam-s-30th-Cafe-2026-11-24-songs.csv');
    expect(csvFileName('!!!', new Date('2026-11-24T20:00:00Z'))).toBe('party-2026-11-24-songs.csv');
  });
});
