import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponseDto } from '@api-types';
import { AppProvider } from '@/app/provider';
import { json, mockApi } from '@/test/api';
import { AddSongDialog } from './add-song-dialog';

afterEach(() => vi.unstubAllGlobals());

const video = { id: 'abcdefghij1', title: 'Dancing Queen (Karaoke)', thumbnail: '', channel: 'Sing King', duration: '3:51', views: null };

async function searchWith(answer: SearchResponseDto) {
  mockApi((_method, url) => (url.startsWith('/api/youtube/search') ? json(200, answer) : undefined));
  render(
    <AppProvider>
      <AddSongDialog open isGuest onClose={() => undefined} onAdd={() => Promise.resolve()} />
    </AppProvider>,
  );
  await userEvent.type(screen.getByLabelText('Search for a song'), 'dancing queen');
  await userEvent.click(screen.getByRole('button', { name: /^Search$/ }));
  await screen.findByRole('list', { name: 'Search results' });
}

describe('the Add Song dialog', () => {
  it('tells a guest whose live searches are used up why the results come from songs the app knows, above them', async () => {
    const notice = 'You have used your 10 live YouTube searches for today. Until they come back in 7 hours, results come from songs this app already knows.';
    await searchWith({ videos: [video], source: 'metadata_cache', canSearchApi: false, liveSearch: 'personal_limit', notice });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(notice);
    expect(screen.getByText('From songs seen before')).toBeInTheDocument();
    // The sentence comes before the results it explains.
    expect(status.compareDocumentPosition(screen.getByRole('list', { name: 'Search results' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing more while live search is open', async () => {
    await searchWith({ videos: [video], source: 'api', canSearchApi: true, liveSearch: 'available', notice: null });
    expect(screen.getByText('Live from YouTube')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("names YouTube's web search as the source of keyless results, with the server's one line when it stands in for the API", async () => {
    const notice = "This hour's YouTube API searches are used up, so for the next 42 minutes results come from YouTube's web search.";
    await searchWith({ videos: [video], source: 'keyless', canSearchApi: false, liveSearch: 'busy', notice });
    expect(screen.getByText('Live from YouTube’s web search')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    // Not the Data API's credit line: these results did not come from it.
    expect(screen.getByText('Search powered by YouTube.')).toBeInTheDocument();
    expect(screen.queryByText('Search powered by the YouTube Data API.')).not.toBeInTheDocument();
  });

  it('says YouTube cannot be reached when a pasted link cannot be looked up, not "No songs found"', async () => {
    const reason = 'YouTube cannot be reached right now, so this link could not be looked up. Try again in a moment.';
    mockApi((_method, url) =>
      url.startsWith('/api/youtube/search') ? json(503, { statusCode: 503, message: reason, error: 'Service Unavailable' }) : undefined,
    );
    render(
      <AppProvider>
        <AddSongDialog open isGuest onClose={() => undefined} onAdd={() => Promise.resolve()} />
      </AppProvider>,
    );
    await userEvent.type(screen.getByLabelText('Search for a song'), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: /^Search$/ }));
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getAllByText(reason)).toHaveLength(2); // the toast and the dialog
    expect(screen.queryByText('No songs found. Try other words.')).not.toBeInTheDocument();
  });

  it("shows the server's own reason when a search is refused, in the toast and in the dialog", async () => {
    const reason = 'Add an artist or a song title: every search already looks for karaoke versions, so "karaoke" alone finds nothing.';
    mockApi((_method, url) => (url.startsWith('/api/youtube/search') ? json(400, { statusCode: 400, message: reason, error: 'Bad Request' }) : undefined));
    render(
      <AppProvider>
        <AddSongDialog open isGuest onClose={() => undefined} onAdd={() => Promise.resolve()} />
      </AppProvider>,
    );
    await userEvent.type(screen.getByLabelText('Search for a song'), 'karaoke');
    await userEvent.click(screen.getByRole('button', { name: /^Search$/ }));
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getAllByText(reason)).toHaveLength(2); // the toast and the dialog
    expect(screen.queryByText('Failed to search YouTube')).not.toBeInTheDocument();
  });

  it("offers the room's songs and the person's favorites before anything is typed, each one tap from the queue", async () => {
    mockApi((_method, url) =>
      url === '/api/favorites'
        ? json(200, [
            {
              favoriteId: 1,
              videoId: 'fav00000001',
              title: 'Total Eclipse of the Heart (Karaoke)',
              thumbnail: null,
              duration: '4:30',
              addedAt: '2026-11-01T00:00:00Z',
            },
          ])
        : undefined,
    );
    const onAdd = vi.fn(() => Promise.resolve());
    render(
      <AppProvider>
        <AddSongDialog
          open
          isGuest={false}
          onClose={() => undefined}
          onAdd={onAdd}
          queue={[
            {
              queueItemId: 1,
              source: 'youtube',
              roomId: 'r00m1d',
              videoId: 'abcdefghij1',
              title: 'Dancing Queen (Karaoke)',
              thumbnail: '',
              duration: '3:51',
              addedBy: 'Rita',
              addedById: 8,
              singer: 'user:8',
              placement: null,
              position: 1,
              addedAt: '2026-11-24T20:00:00.000Z',
              orderReason: '',
              waitSeconds: 0,
            },
          ]}
        />
      </AppProvider>,
    );
    const tonight = screen.getByRole('region', { name: 'Tonight in this room' });
    expect(tonight).toHaveTextContent('Dancing Queen (Karaoke)');
    expect(tonight).toHaveTextContent('Rita · 3:51');
    const favorites = await screen.findByRole('region', { name: 'Your favorites' });
    await userEvent.click(within(favorites).getByRole('button', { name: 'Add Total Eclipse of the Heart (Karaoke)' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ videoId: 'fav00000001' }));
  });

  it('gives a guest no heart that would only be refused, and a hint instead', async () => {
    await searchWith({ videos: [video], source: 'api', canSearchApi: true, liveSearch: 'available', notice: null });
    expect(screen.queryByRole('button', { name: /^Favorite / })).not.toBeInTheDocument();
    expect(screen.getByText('Create an account to keep favorites.')).toBeInTheDocument();
  });
});

describe("the Add Song dialog's Library", () => {
  const queen = { id: 'lib-0123456789abcdef', artist: 'Queen', title: 'Bohemian Rhapsody', duration: '5:55', kind: 'video', source: 'library' };

  it("offers the host's library only when the server has one, finds as you type and adds by the song's id", async () => {
    const asked: string[] = [];
    mockApi((_method, url) => {
      if (url === '/api/library') return json(200, { available: true, count: 3 });
      if (url.startsWith('/api/library/search')) {
        asked.push(new URL(url, 'http://x').searchParams.get('q') ?? '');
        return json(200, { songs: url.includes('q=queen') ? [queen] : [], total: 1 });
      }
      return undefined;
    });
    const onAdd = vi.fn(() => Promise.resolve());
    render(
      <AppProvider>
        <AddSongDialog open isGuest onClose={() => undefined} onAdd={onAdd} />
      </AppProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Library (3)' }));
    await userEvent.type(screen.getByLabelText('Search the library'), 'queen');
    const list = await screen.findByRole('list', { name: 'Library songs' });
    expect(within(list).getByText('Bohemian Rhapsody')).toBeInTheDocument();
    expect(within(list).getByText('Queen · 5:55')).toBeInTheDocument();
    // Typing searches the library; YouTube's chips and Search button are not offered there.
    expect(screen.queryByRole('button', { name: /^Search$/ })).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Add Queen - Bohemian Rhapsody' }));
    expect(onAdd).toHaveBeenCalledWith({ videoId: 'lib-0123456789abcdef', title: 'Queen - Bohemian Rhapsody', thumbnail: null, duration: '5:55' });
    expect(asked).toContain('queen');
  });

  it('shows no Library choice when the server has no library', async () => {
    let answered = false;
    mockApi((_method, url) => {
      if (url !== '/api/library') return undefined;
      answered = true;
      return json(200, { available: false, count: 0 });
    });
    render(
      <AppProvider>
        <AddSongDialog open isGuest onClose={() => undefined} onAdd={() => Promise.resolve()} />
      </AppProvider>,
    );
    await waitFor(() => expect(answered).toBe(true));
    // The answer is read and rendered before the check.
    await act(async () => undefined);
    expect(screen.getByLabelText('Search for a song')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Library/ })).not.toBeInTheDocument();
  });
});
