import { describe, expect, it } from 'vitest';
import { partyEndedSentence, partyIsOver } from './notices';
import { noticeForMe } from './song-notices';

describe('room notices', () => {
  const songs = [
    { title: 'Dancing Queen', addedById: 7 },
    { title: 'Waterloo', addedById: 7 },
    { title: 'Africa', addedById: 8 },
  ];

  it("tells a person about their own songs only, by the host's name", () => {
    expect(noticeForMe({ kind: 'song-removed', by: 'Rita', byUserId: 1, songs: [songs[0]] }, 7)?.title).toBe("Rita removed your song 'Dancing Queen'");
    expect(noticeForMe({ kind: 'song-removed', by: 'Rita', byUserId: 1, songs: [songs[0]] }, 8)).toBeNull();
    expect(noticeForMe({ kind: 'song-restored', by: 'Rita', byUserId: 1, songs: [songs[0]] }, 7)?.title).toBe("Rita put your song 'Dancing Queen' back");
    expect(noticeForMe(undefined, 7)).toBeNull();
  });

  it('does not tell people of their own doing in the third person', () => {
    expect(noticeForMe({ kind: 'song-removed', by: 'Leo', byUserId: 7, songs: [songs[0]] }, 7)).toBeNull();
    expect(noticeForMe({ kind: 'queue-cleared', by: 'Leo', byUserId: 7, songs }, 7)).toBeNull();
    expect(noticeForMe({ kind: 'queue-cleared', by: 'Leo', byUserId: 7, songs }, 8)?.title).toBe('Leo cleared the queue');
  });

  it('says how many of your songs a cleared queue held', () => {
    expect(noticeForMe({ kind: 'queue-cleared', by: 'Rita', byUserId: 1, songs }, 7)).toMatchObject({
      title: 'Rita cleared the queue',
      description: 'Your 2 songs were in it. Add another one whenever you like.',
    });
    expect(noticeForMe({ kind: 'queue-cleared', by: 'Rita', byUserId: 1, songs }, 8)?.description).toBe(
      "Your song 'Africa' was in it. Add another one whenever you like.",
    );
    expect(noticeForMe({ kind: 'queue-cleared', by: 'Rita', byUserId: 1, songs }, 9)).toBeNull();
  });

  it('says goodbye when the party is over', () => {
    expect(partyEndedSentence({ by: 'Rita' })).toBe('Rita ended the party — thanks for singing!');
    expect(partyEndedSentence({ host: 'Rita', expired: true })).toBe("Time's up: Rita's party has ended — thanks for singing!");
    expect(partyEndedSentence({})).toBe('The party has ended — thanks for singing!');
    expect(partyIsOver('room-deleted')).toBe(true);
    expect(partyIsOver('booted')).toBe(false);
    expect(partyIsOver(undefined)).toBe(false);
  });
});
