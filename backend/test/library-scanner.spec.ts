import { mkdtemp, realpath, rm, symlink, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scanLibrary } from '../src/library/library-scanner.js';
import { libraryId, nameParts } from '../src/library/library-song.js';
import { cdgBytes, writeCdgPair, writeMedia } from './support/library-media.js';

describe('the library scanner', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-library-'));
    await writeMedia(path.join(root, 'ABBA - Dancing Queen.mp4'), 'mp4');
    await writeMedia(path.join(root, 'Rock', 'SC8001-04 - Queen - Bohemian Rhapsody.webm'), 'webm');
    await writeCdgPair(path.join(root, 'Toto - Africa'));
  }, 60_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('finds videos and CD+G pairs, with artist, title and length, and ids that never look like a YouTube id', async () => {
    const { songs, unreadable } = await scanLibrary(root);
    expect(unreadable).toEqual([]);
    expect(songs.map(({ artist, title, kind, relativePath, duration }) => ({ artist, title, kind, relativePath, duration }))).toEqual([
      { artist: 'ABBA', title: 'Dancing Queen', kind: 'video', relativePath: 'ABBA - Dancing Queen.mp4', duration: '0:01' },
      { artist: 'Queen', title: 'Bohemian Rhapsody', kind: 'video', relativePath: 'Rock/SC8001-04 - Queen - Bohemian Rhapsody.webm', duration: '0:01' },
      { artist: 'Toto', title: 'Africa', kind: 'cdg', relativePath: 'Toto - Africa.cdg', duration: '0:01' },
    ]);
    const africa = songs.find((song) => song.kind === 'cdg')!;
    expect(africa.mediaPath).toBe(path.join(root, 'Toto - Africa.mp3'));
    expect(africa.cdgPath).toBe(path.join(root, 'Toto - Africa.cdg'));
    expect(africa.id).toBe(libraryId('Toto - Africa.cdg'));
    expect(africa.id).toMatch(/^lib-[0-9a-f]{16}$/);
  });

  it('sees files added, changed and removed, and reads only what changed', async () => {
    const first = await scanLibrary(root);
    const previous = new Map(first.songs.map((song) => [song.relativePath, song]));
    await writeMedia(path.join(root, 'Adele - Hello.mp4'), 'mp4');
    await unlink(path.join(root, 'ABBA - Dancing Queen.mp4'));
    const later = new Date(Date.now() + 60_000);
    await writeFile(path.join(root, 'Toto - Africa.cdg'), cdgBytes(2));
    await utimes(path.join(root, 'Toto - Africa.cdg'), later, later);

    const second = await scanLibrary(root, previous);
    const queen = 'Rock/SC8001-04 - Queen - Bohemian Rhapsody.webm';
    expect(second.songs.map((song) => song.relativePath)).toEqual(['Adele - Hello.mp4', queen, 'Toto - Africa.cdg']);
    // The new file and the changed pair were read; the untouched video was kept as it was.
    expect(second.read).toBe(2);
    expect(second.songs[1]).toBe(previous.get('Rock/SC8001-04 - Queen - Bohemian Rhapsody.webm'));
    expect(second.songs[2].signature).not.toBe(previous.get('Toto - Africa.cdg')!.signature);
  });

  it('reports unreadable files with why, and refuses links out of the folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kp-library-bad-'));
    const outside = await mkdtemp(path.join(tmpdir(), 'kp-outside-'));
    try {
      await writeFile(path.join(dir, 'Broken - File.mp4'), 'this is not a video');
      await writeFile(path.join(dir, 'Lonely - Graphics.cdg'), cdgBytes());
      await writeCdgPair(path.join(dir, 'Empty - Pair'));
      await writeFile(path.join(dir, 'Empty - Pair.cdg'), '');
      await writeMedia(path.join(outside, 'secret.mp4'), 'mp4');
      await symlink(path.join(outside, 'secret.mp4'), path.join(dir, 'Out - Side.mp4'));
      await writeMedia(path.join(dir, 'Good - Song.mp4'), 'mp4');
      await symlink(path.join(dir, 'Good - Song.mp4'), path.join(dir, 'Good - Link.mp4'));

      const { songs, unreadable } = await scanLibrary(dir);
      expect(songs.map((song) => song.relativePath)).toEqual(['Good - Link.mp4', 'Good - Song.mp4']);
      expect(unreadable.map((file) => file.path)).toEqual(['Broken - File.mp4', 'Empty - Pair.cdg', 'Lonely - Graphics.cdg', 'Out - Side.mp4']);
      const reason = Object.fromEntries(unreadable.map((file) => [file.path, file.reason]));
      expect(reason['Broken - File.mp4']).toMatch(/^Its format could not be read/);
      expect(reason['Empty - Pair.cdg']).toBe('The CD+G file is empty: it holds no graphics.');
      expect(reason['Lonely - Graphics.cdg']).toBe('A CD+G file needs its audio beside it: an .mp3 or .m4a of the same name.');
      expect(reason['Out - Side.mp4']).toBe('This link leads out of the library folder, so it is not served.');
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  }, 60_000);

  it('takes artist and title from tags when the name has no artist, and parses fully what the header reader cannot read', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kp-library-tags-'));
    try {
      await writeMedia(path.join(dir, 'track01.mp3'), 'mp3-tagged', { seconds: 2 });
      await writeFile(path.join(dir, 'track01.cdg'), cdgBytes(2));
      // Fragments: no length in the movie header, so music-metadata adds up the fragments.
      await writeMedia(path.join(dir, 'Frag - Mented.mp4'), 'mp4-fragmented', { seconds: 3 });
      await writeMedia(path.join(dir, 'Long - Song.mp4'), 'mp4', { seconds: 4 });
      await writeMedia(path.join(dir, 'Hidden', '.stash', 'Not - Seen.mp4'), 'mp4');
      const { songs, unreadable, folders } = await scanLibrary(dir);
      expect(unreadable).toEqual([]);
      expect(songs.map(({ artist, title, duration }) => ({ artist, title, duration }))).toEqual([
        { artist: 'Frag', title: 'Mented', duration: '0:03' },
        { artist: 'Long', title: 'Song', duration: '0:04' },
        { artist: 'Tagged Artist', title: 'Tagged Title', duration: '0:02' },
      ]);
      // The folders the watcher is given: the root and every folder under it but hidden ones.
      const real = await realpath(dir);
      expect(folders.sort()).toEqual([real, path.join(real, 'Hidden')]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('reads artist and title from file names', () => {
    expect(nameParts('a/ABBA - Dancing Queen.mp4')).toEqual({ artist: 'ABBA', title: 'Dancing Queen' });
    expect(nameParts('SF001-02 - Queen - We Will Rock You.cdg')).toEqual({ artist: 'Queen', title: 'We Will Rock You' });
    expect(nameParts('Just_A_Title.mkv')).toEqual({ artist: '', title: 'Just A Title' });
    expect(nameParts('Artist - Song - Live.webm')).toEqual({ artist: 'Artist', title: 'Song - Live' });
  });
});
