import { parseLrc } from './lrc.js';
import { cleanTitle, isSameSong, normalise, saysNoVocals, splitArtistTitle } from './title-match.js';

describe('title matcher', () => {
  it.each([
    ['Queen - Bohemian Rhapsody (Official Video Remastered)', { artist: 'Queen', track: 'Bohemian Rhapsody' }],
    ['Adele - Hello [HD]', { artist: 'Adele', track: 'Hello' }],
    ['Daft Punk - Get Lucky (feat. Pharrell Williams) [Official Audio]', { artist: 'Daft Punk', track: 'Get Lucky' }],
    ['Calvin Harris - Summer ft. Someone Else', { artist: 'Calvin Harris', track: 'Summer' }],
    ['Luis Fonsi – Despacito (Letra / Lyrics)', { artist: 'Luis Fonsi', track: 'Despacito' }],
    ['Stromae - Alors on danse | Official Channel', { artist: 'Stromae', track: 'Alors on danse' }],
    ['YOASOBI「夜に駆ける」Official Music Video', { artist: null, track: 'YOASOBI「夜に駆ける」Official Music Video' }],
    ['Imagine Dragons - Believer - Official Video', { artist: 'Imagine Dragons', track: 'Believer' }],
    ['Bohemian Rhapsody', { artist: null, track: 'Bohemian Rhapsody' }],
  ])('splits %s', (title, expected) => {
    expect(splitArtistTitle(title)).toEqual(expected);
  });

  it('keeps brackets that are part of the song', () => {
    expect(cleanTitle('The Beatles - Help! (Remastered 2009)')).toBe('The Beatles - Help!');
    expect(cleanTitle('Prince - Nothing Compares 2 U (Take 2)')).toBe('Prince - Nothing Compares 2 U (Take 2)');
  });

  it('compares names without case, accents, punctuation or a leading "the"', () => {
    expect(normalise('Beyoncé')).toBe(normalise('BEYONCE'));
    expect(normalise("Guns N' Roses")).toBe(normalise('Guns N Roses'));
    expect(normalise('Simon & Garfunkel')).toBe(normalise('Simon and Garfunkel'));
    expect(normalise('The Killers')).toBe(normalise('Killers'));
  });

  it('takes a candidate of the same title and artist (one of several credited) within 3 s of the length', () => {
    const wanted = { artist: 'Daft Punk', track: 'Get Lucky', seconds: 248 };
    expect(isSameSong(wanted, { trackName: 'Get Lucky', artistName: 'Daft Punk, Pharrell Williams & Nile Rodgers', duration: 250.8 })).toBe(true);
    expect(isSameSong(wanted, { trackName: 'get lucky', artistName: 'DAFT PUNK', duration: 245 })).toBe(true);
    expect(isSameSong(wanted, { trackName: 'Get Lucky', artistName: 'Daft Punk', duration: 251.5 })).toBe(false);
    expect(isSameSong(wanted, { trackName: 'Get Luckier', artistName: 'Daft Punk', duration: 248 })).toBe(false);
    expect(isSameSong(wanted, { trackName: 'Get Lucky', artistName: 'Daft Punk Tribute', duration: 248 })).toBe(false);
    expect(isSameSong({ ...wanted, seconds: null }, { trackName: 'Get Lucky', artistName: 'Daft Punk', duration: 369 })).toBe(true);
  });

  it.each([
    'Bohemian Rhapsody (Karaoke Version)',
    'Hello - Instrumental',
    '夜に駆ける (オフボーカル)',
    'Lemon カラオケ',
    '千本桜 伴奏',
    'Despacito - Sin voz',
    'Atemlos (ohne Gesang)',
    'La vie en rose - sans voix',
    'Evidências - Playback',
    'أغنية كاريوكي',
    'Song (Off Vocal)',
  ])('says %s has no vocals', (title) => {
    expect(saysNoVocals(title)).toBe(true);
  });

  it('does not take an ordinary title for a karaoke track', () => {
    for (const title of ['Queen - Bohemian Rhapsody', 'Karma Police - Radiohead', 'Instrument of Surrender', 'Alors on danse'])
      expect(saysNoVocals(title)).toBe(false);
  });
});

describe('LRC', () => {
  it('reads timed lines in time order, several stamps on a line, metadata and junk left out', () => {
    expect(parseLrc('[ar:Queen]\n[00:04.20]Second\n[00:00.50][00:10.000] First and again\nnot a line\n[01:02.50]Later')).toEqual([
      { ms: 500, text: 'First and again' },
      { ms: 4200, text: 'Second' },
      { ms: 10000, text: 'First and again' },
      { ms: 62500, text: 'Later' },
    ]);
  });
});
