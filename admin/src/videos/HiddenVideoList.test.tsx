import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listReply, listRequest, mockApi, renderInAdmin, reply } from '../test/api';
import { HiddenVideoList } from './HiddenVideoList';

const LIST = listRequest('hidden-videos', { sort: ['reportedAt', 'DESC'] });
const video = {
  videoId: 'aBcDeFgHiJk',
  title: 'Never Embeddable (Karaoke)',
  errorCode: 150,
  reportedAt: '2026-11-22T18:00:00Z',
  hiddenBy: 'hosts',
  reports: 3,
};
const byAdmin = { videoId: 'zYxWvUtSrQp', title: 'Removed Song', errorCode: 100, reportedAt: '2026-11-21T18:00:00Z', hiddenBy: 'admin', reports: 1 };

async function restore(title: string) {
  const row = (await screen.findByText(title)).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`Offer “${title}” in search again?`)).toBeInTheDocument();
  return dialog;
}

describe('HiddenVideoList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists hidden videos, newest first, with who hid them and how many reported them', async () => {
    mockApi({ [LIST]: listReply('hidden-videos', [video, byAdmin]) });
    renderInAdmin(<HiddenVideoList resource="hidden-videos" />);
    const row = (await screen.findByText('Never Embeddable (Karaoke)')).closest('tr')!;
    expect(within(row).getByText('aBcDeFgHiJk')).toBeInTheDocument();
    expect(within(row).getByText('Hosts')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByText('Removed Song').closest('tr')!).getByText('An admin')).toBeInTheDocument();
  });

  it("restores a video only after confirmation: 'Video restored'", async () => {
    const api = mockApi({
      [LIST]: listReply('hidden-videos', [video]),
      'DELETE /api/admin/hidden-videos/aBcDeFgHiJk': { videoId: video.videoId, restored: true },
    });
    renderInAdmin(<HiddenVideoList resource="hidden-videos" />);
    const dialog = await restore(video.title);
    expect(api.called('DELETE', '/api/admin/hidden-videos/aBcDeFgHiJk')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Video restored')).toBeInTheDocument();
    expect(api.called('DELETE', '/api/admin/hidden-videos/aBcDeFgHiJk')).toHaveLength(1);
  });

  it("says 'Restore Failed' with the server's sentence", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sentence = 'This video is not hidden: search already offers it.';
    mockApi({
      [LIST]: listReply('hidden-videos', [video]),
      'DELETE /api/admin/hidden-videos/aBcDeFgHiJk': () => reply(404, { statusCode: 404, message: sentence, error: 'Not Found' }),
    });
    renderInAdmin(<HiddenVideoList resource="hidden-videos" />);
    fireEvent.click(within(await restore(video.title)).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(`Restore Failed: ${sentence}`)).toBeInTheDocument();
  });

  it('says so when no video is hidden', async () => {
    mockApi({ [LIST]: listReply('hidden-videos', []) });
    renderInAdmin(<HiddenVideoList resource="hidden-videos" />);
    expect(await screen.findByText('No video is hidden.')).toBeInTheDocument();
  });
});
