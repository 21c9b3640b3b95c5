import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast';
import type { PlayingDto, QueueDto, QueueItemDto } from '@api-types';
import { buzz, myPlaces, offersTurnNotice, turnOf } from '../lib/turn';
import { noteOwnAdd, OWN_ADD_FRESH_MS } from '@/lib/own-adds';
import { YourTurn } from './your-turn';
import { YoursChip } from './yours-chip';

const item = (queueItemId: number, addedById: number, title = `Song ${queueItemId}`): QueueItemDto => ({
  queueItemId,
  source: 'youtube',
  roomId: 'r',
  videoId: `v${queueItemId}`,
  title,
  thumbnail: '',
  duration: '3:00',
  addedBy: `User ${addedById}`,
  addedById,
  singer: `user:${addedById}`,
  placement: null,
  position: 0,
  addedAt: '2026-11-20T18:00:00.000Z',
  orderReason: 'first round',
  waitSeconds: queueItemId * 100,
});
const queueOf = (...items: QueueItemDto[]): QueueDto => ({ items: items.map((i, n) => ({ ...i, position: n + 1 })), queueMode: 'fifo', turns: [], version: 1 });
const playingBy = (addedById: number | null, isRickRoll = false): PlayingDto =>
  ({
    currentlyPlaying: {
      videoId: 'now',
      title: 'On now',
      thumbnail: null,
      duration: null,
      addedBy: 'x',
      addedById,
      startedAt: `2026-11-20T18:0${addedById ?? 0}:00.000Z`,
      isRickRoll,
    },
    version: 1,
  }) as PlayingDto;

afterEach(() => vi.restoreAllMocks());

describe('your turn', () => {
  it("follows the server's queue order: the head is next, the current song is on (not the joke track)", () => {
    expect(turnOf(queueOf(item(1, 5), item(2, 7)), playingBy(3), 5)).toBe('next');
    expect(turnOf(queueOf(item(1, 5), item(2, 7)), playingBy(3), 7)).toBeNull();
    expect(turnOf(queueOf(item(2, 7)), playingBy(5), 5)).toBe('on');
    expect(turnOf(queueOf(item(1, 5)), playingBy(null, true), 5)).toBe('next');
    expect(turnOf(undefined, undefined, 5)).toBeNull();
  });

  it("is a duet partner's turn too once they accepted, not while invited or after declining", () => {
    const sung = (state: 'invited' | 'accepted' | 'declined') => ({
      ...item(1, 5),
      singers: [
        { userId: 5, displayName: 'User 5', singer: 'user:5', state: 'accepted' as const },
        { userId: 9, displayName: 'Ann', singer: 'user:9', state },
      ],
    });
    expect(turnOf(queueOf(sung('accepted')), undefined, 9)).toBe('next');
    expect(turnOf(queueOf(sung('invited')), undefined, 9)).toBeNull();
    expect(turnOf(queueOf(sung('declined')), undefined, 9)).toBeNull();
    const onStage = playingBy(5);
    onStage.currentlyPlaying!.singers = sung('accepted').singers;
    expect(turnOf(undefined, onStage, 9)).toBe('on');
    expect(myPlaces(queueOf(item(2, 3), sung('accepted')), 9)).toEqual([2]);
  });

  it('lists my places in the queue and the wait for the first as "Yours: #2 · ~3 min, #5"', () => {
    const queue = queueOf(item(1, 3), item(2, 5), item(3, 3), item(4, 8), item(5, 5));
    expect(myPlaces(queue, 5)).toEqual([2, 5]);
    render(<YoursChip queue={queue} playing={undefined} userId={5} />);
    expect(screen.getByText('Yours: #2 · ~3 min, #5')).toBeInTheDocument();
  });

  it('says nothing when none of my songs wait', () => {
    const { container } = render(<YoursChip queue={queueOf(item(1, 3))} playing={undefined} userId={5} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells the singer "You\'re up next — get ready!" and buzzes once when their song becomes next, then "You\'re on!" when it starts', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const view = (queue: QueueDto, playing: PlayingDto) => (
      <ToastProvider>
        <YourTurn queue={queue} playing={playing} userId={5} />
      </ToastProvider>
    );
    const { rerender } = render(view(queueOf(item(1, 3), item(2, 5)), playingBy(null)));
    expect(screen.queryByTestId('your-turn')).toBeNull();
    expect(vibrate).not.toHaveBeenCalled();

    rerender(view(queueOf(item(2, 5)), playingBy(3)));
    expect(screen.getByTestId('your-turn')).toHaveTextContent("You're up next — get ready!");
    expect(screen.getAllByText("You're up next — get ready!")).toHaveLength(2); // the banner and the toast
    expect(vibrate).toHaveBeenCalledTimes(1);
    rerender(view(queueOf(item(2, 5)), playingBy(3)));
    expect(vibrate).toHaveBeenCalledTimes(1); // once per song

    rerender(view(queueOf(), playingBy(5)));
    expect(screen.getByTestId('your-turn')).toHaveTextContent("You're on!");
    expect(vibrate).toHaveBeenCalledTimes(2);
  });

  it("keeps the confirmation of a song just added here: a song that is next at once gets the banner and the buzz, not a toast over its add's", () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const view = (queue: QueueDto) => (
      <ToastProvider>
        <YourTurn queue={queue} playing={playingBy(null)} userId={5} />
      </ToastProvider>
    );
    noteOwnAdd('v7');
    const { rerender } = render(view(queueOf(item(7, 5))));
    expect(screen.getByTestId('your-turn')).toHaveTextContent("You're up next — get ready!");
    expect(screen.getAllByText("You're up next — get ready!")).toHaveLength(1); // the banner only
    expect(vibrate).toHaveBeenCalledTimes(1);
    // A song added here long ago, or elsewhere, that becomes next is told by a toast as ever.
    noteOwnAdd('v8', Date.now() - OWN_ADD_FRESH_MS - 1);
    rerender(view(queueOf(item(8, 5))));
    expect(screen.getAllByText("You're up next — get ready!")).toHaveLength(2);
    rerender(view(queueOf(item(9, 5))));
    expect(screen.getAllByText("You're up next — get ready!")).toHaveLength(2);
    expect(vibrate).toHaveBeenCalledTimes(3);
  });

  it('buzzes only once the person has tapped the page (browsers block vibration before a gesture)', () => {
    const vibrate = vi.fn(() => true);
    const phone = (hasBeenActive: boolean | undefined) =>
      ({ vibrate, userActivation: hasBeenActive === undefined ? undefined : { hasBeenActive, isActive: false } }) as unknown as Navigator;
    buzz(200, phone(false));
    expect(vibrate).not.toHaveBeenCalled();
    buzz(200, phone(true));
    expect(vibrate).toHaveBeenCalledWith(200);
    // A browser without userActivation: try (a refusal is silent).
    buzz(300, phone(undefined));
    expect(vibrate).toHaveBeenCalledTimes(2);
  });
});

describe('"Notify me when it\'s my turn"', () => {
  it('is offered while a song of mine waits, and not once it is my turn', () => {
    expect(offersTurnNotice(queueOf(item(1, 8), item(2, 7)), playingBy(8), 7)).toBe(true);
    expect(offersTurnNotice(queueOf(item(1, 8)), playingBy(8), 7)).toBe(false);
    // Beside "You're on!" (even with another song of mine waiting) and "You're up next".
    expect(offersTurnNotice(queueOf(item(1, 8), item(2, 7)), playingBy(7), 7)).toBe(false);
    expect(offersTurnNotice(queueOf(item(1, 7)), playingBy(8), 7)).toBe(false);
  });
});
