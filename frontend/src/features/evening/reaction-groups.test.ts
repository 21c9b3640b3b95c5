import { describe, expect, it } from 'vitest';
import { addReaction, aliveAt, BUBBLE_LIFE_MS, creditOf, GROUP_WINDOW_MS, MAX_BUBBLES, type ReactionBubble } from './reaction-groups';

const person = (name: string, userId = name.length * 100 + name.charCodeAt(0)) => ({ userId, name });

describe('grouping reactions on the stage', () => {
  it('groups one emoji coming at once into one counted bubble', () => {
    let bubbles: ReactionBubble[] = [];
    for (let i = 0; i < 12; i++) bubbles = addReaction(bubbles, '👏', { userId: i, name: `P${i}` }, 1000 + i * 100, 0.5);
    expect(bubbles).toHaveLength(1);
    expect(bubbles[0]).toMatchObject({ emoji: '👏', count: 12, name: 'P11' });
  });

  it('keeps different emojis and later waves apart, and lets bubbles expire', () => {
    let bubbles = addReaction([], '👏', person('Ana'), 0, 0.1);
    bubbles = addReaction(bubbles, '🔥', person('Ben'), 10, 0.2);
    bubbles = addReaction(bubbles, '👏', person('Cy'), GROUP_WINDOW_MS + 1, 0.3);
    expect(bubbles.map((b) => [b.emoji, b.count])).toEqual([
      ['👏', 1],
      ['🔥', 1],
      ['👏', 1],
    ]);
    expect(aliveAt(bubbles, BUBBLE_LIFE_MS + 20)).toHaveLength(1);
  });

  it('never holds more than a few bubbles', () => {
    let bubbles: ReactionBubble[] = [];
    const emojis = ['👏', '🔥', '❤️', '😂', '🎤'];
    for (let i = 0; i < 20; i++) bubbles = addReaction(bubbles, emojis[i % 5], person('x'), i * (GROUP_WINDOW_MS / 3), 0.5);
    expect(bubbles.length).toBeLessThanOrEqual(MAX_BUBBLES);
  });

  it('credits exactly who cheered: one person tapping many times is one name, never "and others"', () => {
    const sofia = { userId: 7, name: 'Sofía' };
    let bubbles: ReactionBubble[] = [];
    for (let i = 0; i < 5; i++) bubbles = addReaction(bubbles, '👏', sofia, 1000 + i * 100, 0.5);
    expect(bubbles[0].count).toBe(5);
    expect(creditOf(bubbles[0])).toBe('Sofía');

    bubbles = addReaction(bubbles, '👏', { userId: 8, name: 'Leo' }, 1600, 0.5);
    bubbles = addReaction(bubbles, '👏', sofia, 1700, 0.5);
    expect(creditOf(bubbles[0])).toBe('Sofía and Leo');

    bubbles = addReaction(bubbles, '👏', { userId: 9, name: 'Mia' }, 1800, 0.5);
    bubbles = addReaction(bubbles, '👏', { userId: 10, name: 'Noa' }, 1900, 0.5);
    expect(creditOf(bubbles[0])).toBe('Sofía and 3 others');
  });

  it('tells two people of the same name apart by who they are', () => {
    let bubbles = addReaction([], '🔥', { userId: 1, name: 'Sam' }, 0, 0.5);
    bubbles = addReaction(bubbles, '🔥', { userId: 2, name: 'Sam' }, 100, 0.5);
    expect(creditOf(bubbles[0])).toBe('Sam and Sam');
  });
});
