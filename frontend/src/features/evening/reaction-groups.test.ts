import { describe, expect, it } from 'vitest';
import { addReaction, aliveAt, BUBBLE_LIFE_MS, GROUP_WINDOW_MS, MAX_BUBBLES, type ReactionBubble } from './reaction-groups';

describe('grouping reactions on the stage', () => {
  it('groups one emoji coming at once into one counted bubble', () => {
    let bubbles: ReactionBubble[] = [];
    for (let i = 0; i < 12; i++) bubbles = addReaction(bubbles, '👏', `P${i}`, 1000 + i * 100, 0.5);
    expect(bubbles).toHaveLength(1);
    expect(bubbles[0]).toMatchObject({ emoji: '👏', count: 12, name: 'P11' });
  });

  it('keeps different emojis and later waves apart, and lets bubbles expire', () => {
    let bubbles = addReaction([], '👏', 'Ana', 0, 0.1);
    bubbles = addReaction(bubbles, '🔥', 'Ben', 10, 0.2);
    bubbles = addReaction(bubbles, '👏', 'Cy', GROUP_WINDOW_MS + 1, 0.3);
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
    for (let i = 0; i < 20; i++) bubbles = addReaction(bubbles, emojis[i % 5], 'x', i * (GROUP_WINDOW_MS / 3), 0.5);
    expect(bubbles.length).toBeLessThanOrEqual(MAX_BUBBLES);
  });
});
