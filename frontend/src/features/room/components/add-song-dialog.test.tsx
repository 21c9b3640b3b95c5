import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponseDto } from '../../../../../openapi/api-types';
import { AppProvider } from '../../../app/provider';
import { json, mockApi } from '../../../test/api';
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
});
