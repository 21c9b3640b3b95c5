import { isKaraokeChannel, rankForSinging, searchCacheKey, SEARCH_STYLES, youtubeQuery } from './search-styles.js';

describe('search chips', () => {
  it('shape the words sent to YouTube and the cache key of each chip', () => {
    expect(SEARCH_STYLES.map((style) => [youtubeQuery('let it go', style), searchCacheKey('let it go', style)])).toEqual([
      ['let it go karaoke', 'let it go'],
      ['let it go karaoke lower key', 'let it go [lower-key]'],
      ['let it go karaoke higher key', 'let it go [higher-key]'],
      ['let it go karaoke duet', 'let it go [duet]'],
      ['let it go lyrics', 'let it go [lyrics]'],
    ]);
  });

  it('puts known karaoke channels first, keeping YouTube order within each group', () => {
    const videos = [
      { id: 1, channel: 'Frozen Fans' },
      { id: 2, channel: 'Sing King' },
      { id: 3, channel: 'Disney Music VEVO' },
      { id: 4, channel: 'KaraFun Karaoke' },
      { id: 5, channel: '' },
    ];
    expect(rankForSinging(videos).map((v) => v.id)).toEqual([2, 4, 1, 3, 5]);
    expect(['Sing King', 'Stingray Karaoke', 'ZZang KARAOKE', 'Kingdom Choir', '', 'Singer'].map(isKaraokeChannel)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
