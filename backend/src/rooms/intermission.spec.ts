import { parseIntermission } from './intermission.js';

describe('the intermission link', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { videoId: 'dQw4w9WgXcQ', playlistId: null, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    ['youtu.be/dQw4w9WgXcQ?t=42', { videoId: 'dQw4w9WgXcQ', playlistId: null }],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=PLabc_DEF-123', { videoId: 'dQw4w9WgXcQ', playlistId: 'PLabc_DEF-123' }],
    [
      'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      { videoId: null, playlistId: 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', url: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG' },
    ],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', { videoId: 'dQw4w9WgXcQ' }],
  ])('reads %s', (link, expected) => {
    expect(parseIntermission(link)).toMatchObject(expected);
  });

  it.each(['https://vimeo.com/12345', 'https://www.youtube.com/watch?v=short', 'https://www.youtube.com/@channel', 'not a link at all', 'javascript:alert(1)'])(
    'refuses %s',
    (link) => {
      expect(parseIntermission(link)).toBeNull();
    },
  );
});
