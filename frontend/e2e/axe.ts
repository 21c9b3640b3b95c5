import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG 2.1 A and AA rules (axe-core tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until the page's CSS transitions and animations (MUI's fades, slides, a theme switch's
 * colour change) have ended: half-faded text would read as low contrast. Infinite ones (spinners)
 * never end and are not waited for. On a busy machine a transition takes longer than its duration
 * says, so this waits for the animations themselves, not for a fixed time.
 */
export async function settled(page: Page): Promise<void> {
  // Two frames first: a style changed by the last click or push starts its transition at the next
  // style recalculation, and only then is it among the page's animations.
  // Still after two more frames: a toast that mounts once the page's data arrive starts its
  // transition after the first ones were still (axe would read its colours mid-fade).
  const twoFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const still = () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
  await twoFrames();
  do {
    await page.waitForFunction(still);
    await twoFrames();
  } while (!(await page.evaluate(still)));
}

/**
 * Runs axe-core on the page as it is now and fails on any critical or serious violation, naming
 * the rule, the screen and the offending elements. The journeys call it on every screen they visit.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // WCAG 2.5.3 Label in Name (2.1 A): a button's accessible name contains its visible label.
    // axe-core ships this rule switched off (experimental); the journeys want it. Only violations
    // are read, so only theirs are reported in full (axe's documented speed-up: the other result
    // types keep one element each, without working out selectors for every passing element).
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  const where = (n: (typeof blocking)[number]['nodes'][number]) =>
    `  ${n.target.join(' ')} ${n.html.slice(0, 200)} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`;
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map(where).join('\n')}`);
  expect(report, `axe-core on "${screen}"`).toEqual([]);
}
