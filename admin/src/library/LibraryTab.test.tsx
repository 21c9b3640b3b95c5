import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInAdmin, reply } from '../test/api';
import { LibraryTab } from './LibraryTab';

const status = (over: object = {}) => ({
  configured: true,
  count: 1250,
  lastScanAt: '2026-11-27T20:00:00.000Z',
  scanMs: 840,
  scanning: false,
  error: null,
  unreadable: [
    { path: 'Pop/Broken - File.mp4', reason: 'Its format could not be read (Failed to determine audio format).' },
    { path: 'Lonely - Graphics.cdg', reason: 'A CD+G file needs its audio beside it: an .mp3 or .m4a of the same name.' },
  ],
  ...over,
});

describe('LibraryTab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the song count, the last scan and each unreadable file with why, and rescans', async () => {
    const api = mockApi({
      'GET /api/admin/library': status(),
      'POST /api/admin/library/rescan': () => reply(200, status({ count: 1251, unreadable: [] })),
    });
    renderInAdmin(<LibraryTab />);
    expect(await screen.findByTestId('library-count')).toHaveTextContent('1,250');
    expect(screen.getByText('Last scan, which took 840 ms')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Files that could not be read' });
    expect(within(table).getByText('Pop/Broken - File.mp4')).toBeInTheDocument();
    expect(within(table).getByText('A CD+G file needs its audio beside it: an .mp3 or .m4a of the same name.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rescan now' }));
    expect(await screen.findByText('Library scanned: 1,251 songs')).toBeInTheDocument();
    expect(api.called('POST', '/api/admin/library/rescan')).toHaveLength(1);
    expect(await screen.findByText('Every file of the folder could be read.')).toBeInTheDocument();
  });

  it('says how to set a library when MEDIA_DIR is unset, with no rescan to press', async () => {
    mockApi({ 'GET /api/admin/library': status({ configured: false, count: 0, lastScanAt: null, scanMs: null, unreadable: [] }) });
    renderInAdmin(<LibraryTab />);
    expect(await screen.findByText(/No library folder is set\. Set MEDIA_DIR/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rescan now' })).not.toBeInTheDocument();
  });
});
