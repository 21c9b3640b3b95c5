import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StageOverlay, type StageOverlayProps } from './stage-overlay';

const songs = [
  { key: 1, title: 'Bohemian Rhapsody (Karaoke Version)', singer: 'Ana' },
  { key: 2, title: 'Dancing Queen (Karaoke Version)', singer: 'Ben' },
  { key: 3, title: 'Wonderwall (Karaoke Version)', singer: 'Cleo' },
  { key: 4, title: 'Africa (Karaoke Version)', singer: 'Dev' },
];
const base: StageOverlayProps = {
  phase: 'playing',
  roomName: "Sam's birthday",
  code: 'K7PX2M',
  joinUrl: 'http://party.test/guest?code=K7PX2M',
  song: songs[0],
  upNext: songs.slice(1),
  showNowSinging: true,
  showDetails: true,
  remainingMs: 45 * 60_000,
};
const draw = (over: Partial<StageOverlayProps> = {}) => render(<StageOverlay {...base} {...over} />);

describe('the stage overlay', () => {
  it('empty stage: the party name, the code and its QR big in the middle, and "Scan to add a song" — no player, no strip', () => {
    draw({ phase: 'empty', song: null, upNext: [] });
    const empty = screen.getByTestId('stage-empty');
    expect(within(empty).getByRole('heading', { name: "Sam's birthday" })).toBeInTheDocument();
    expect(within(empty).getByText('Scan to add a song')).toBeInTheDocument();
    expect(within(empty).getByTestId('stage-code')).toHaveTextContent('K7PX2M');
    expect(within(empty).getByRole('img', { name: 'QR code to join with code K7PX2M' })).toBeInTheDocument();
    expect(screen.queryByText(/Now singing/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Up next' })).toBeNull();
  });

  it('while a song starts: "Now singing: <name>" with the title, the next three songs with their singers, and the QR corner', () => {
    draw();
    expect(screen.getByTestId('stage-now-singing')).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByText('Now singing: Ana')).toBeInTheDocument();
    expect(screen.getByText('Bohemian Rhapsody (Karaoke Version)')).toBeInTheDocument();
    const rows = screen.getAllByTestId('stage-up-next').map((row) => row.textContent);
    expect(rows).toEqual(['1.BenDancing Queen (Karaoke Version)', '2.CleoWonderwall (Karaoke Version)', '3.DevAfrica (Karaoke Version)']);
    expect(screen.getByTestId('stage-details')).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByRole('img', { name: 'QR code to join with code K7PX2M' })).toBeInTheDocument();
    expect(screen.queryByTestId('stage-empty')).toBeNull();
  });

  it('later in the song the banner and the strip with the QR are tucked away (faded out of the way)', () => {
    draw({ showNowSinging: false, showDetails: false });
    expect(screen.getByTestId('stage-now-singing')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('stage-now-singing')).toHaveStyle({ opacity: '0' });
    expect(screen.getByTestId('stage-details')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('stage-details')).toHaveStyle({ opacity: '0' });
  });

  it('keeps a small code and QR in the corner while the song plays on, so latecomers can join', () => {
    const { rerender } = draw();
    // While the big QR shows, the corner one is out of the way.
    expect(screen.getByTestId('stage-corner-join')).toHaveAttribute('aria-hidden', 'true');
    rerender(<StageOverlay {...base} showNowSinging={false} showDetails={false} />);
    const corner = screen.getByTestId('stage-corner-join');
    expect(corner).toHaveAttribute('aria-hidden', 'false');
    expect(corner).not.toHaveStyle({ opacity: '0' });
    expect(corner).toHaveTextContent('K7PX2M');
    expect(within(corner).getByRole('img', { name: 'QR code to join with code K7PX2M' })).toBeInTheDocument();
  });

  it('between songs: "Up next: <singer> — <title>", the countdown, Start now and Skip for the host, the rest of the queue and the QR', async () => {
    const onStartNow = vi.fn();
    const onSkipUpcoming = vi.fn();
    draw({ phase: 'interstitial', song: songs[1], upNext: songs.slice(2), secondsLeft: 7, onStartNow, onSkipUpcoming });
    const panel = screen.getByTestId('stage-interstitial');
    // The heading names the next song once; the strip under it lists the songs after that one.
    expect(within(panel).getAllByText('Up next')).toHaveLength(1);
    expect(within(panel).getByRole('region', { name: 'After that' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Ben' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Up next: Ben — Dancing Queen (Karaoke Version)')).toBeInTheDocument();
    expect(within(panel).getByRole('timer')).toHaveTextContent('Starts in 7');
    expect(screen.getAllByTestId('stage-up-next')).toHaveLength(2);
    expect(within(panel).getByRole('img', { name: 'QR code to join with code K7PX2M' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Start now' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Skip this song' }));
    expect(onStartNow).toHaveBeenCalledTimes(1);
    expect(onSkipUpcoming).toHaveBeenCalledTimes(1);
  });

  it('a paused interstitial says so instead of counting', () => {
    draw({ phase: 'interstitial', song: songs[1], upNext: [], secondsLeft: 4, paused: true });
    expect(screen.getByRole('timer')).toHaveTextContent('Paused');
  });

  it("shows the room's countdown only in its last 10 minutes", () => {
    const { unmount } = draw({ remainingMs: 11 * 60_000 });
    expect(screen.queryByText(/Party ends in/)).toBeNull();
    unmount();
    draw({ remainingMs: 9 * 60_000 + 5_000 });
    expect(screen.getByText('Party ends in 9:05')).toBeInTheDocument();
  });

  it('no countdown for an unlimited room', () => {
    draw({ remainingMs: null });
    expect(screen.queryByText(/Party ends in/)).toBeNull();
  });

  it('a paused song and a notice are shown on top', () => {
    draw({ paused: true, notice: '"Africa" can\'t be played here, so the party moves on.' });
    expect(screen.getByText('Paused — press Space to resume')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('"Africa" can\'t be played here, so the party moves on.');
  });
});
