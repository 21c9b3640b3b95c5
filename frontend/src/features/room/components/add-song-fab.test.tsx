import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineAddButton } from '../lib/inline-add';
import { AddSongFab } from './add-song-fab';

/** An IntersectionObserver the test drives: `scroll(inView)` tells every observer whether its buttons show. */
const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
function scroll(inView: boolean) {
  act(() => {
    for (const observer of observers) {
      const entries = [...observer.targets].map((target) => ({ target, isIntersecting: inView }) as IntersectionObserverEntry);
      observer.callback(entries, {} as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set() };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      disconnect() {
        this.entry.targets.clear();
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the floating Add button', () => {
  it('shows only once the in-flow Add button has scrolled away: one add control at a time', () => {
    render(
      <>
        <button type="button" ref={inlineAddButton}>
          Add Song to Queue
        </button>
        <AddSongFab onClick={() => undefined} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Add a song' })).toBeNull();
    scroll(true);
    expect(screen.queryByRole('button', { name: 'Add a song' })).toBeNull();
    scroll(false);
    expect(screen.getByRole('button', { name: 'Add a song' })).toBeInTheDocument();
    // On its own bar at the bottom, with as much room kept below the page's last row.
    expect(screen.getByTestId('add-song-fab-bar')).toContainElement(screen.getByRole('button', { name: 'Add a song' }));
    scroll(true);
    expect(screen.queryByRole('button', { name: 'Add a song' })).toBeNull();
  });

  it('shows when the screen has no in-flow Add button', () => {
    render(<AddSongFab onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Add a song' })).toBeInTheDocument();
  });
});
