import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render';
import { focusRing, THEME_STORAGE_KEY } from './theme';

describe('the theme choice', () => {
  it('offers system, light and dark in a menu with the current one checked, kept in local storage under the product UI theme key', async () => {
    expect(THEME_STORAGE_KEY).toBe('karaoke-party-ui-theme');
    await renderAt('/login');
    const choose = async (current: string, item: string) => {
      await userEvent.click(await screen.findByRole('button', { name: `Theme: ${current}` }));
      const menu = await screen.findByRole('menu');
      const items = screen.getAllByRole('menuitemradio');
      expect(items.map((entry) => entry.textContent)).toEqual(['Same as this device', 'Light', 'Dark']);
      // The choice in force is the checked one, as in the language menu.
      expect(items.filter((entry) => entry.getAttribute('aria-checked') === 'true').map((entry) => entry.textContent)).toEqual([
        { system: 'Same as this device', light: 'Light', dark: 'Dark' }[current],
      ]);
      await userEvent.click(screen.getByRole('menuitemradio', { name: item }));
      expect(menu).not.toBeVisible();
    };
    await choose('system', 'Dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await choose('dark', 'Light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await choose('light', 'Same as this device');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('rings the focused purple button for the keyboard, in a colour that reads on both themes', async () => {
    await renderAt('/login');
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    while (document.activeElement !== signIn) await userEvent.tab();
    expect(signIn).toHaveClass('Mui-focusVisible');
    expect(getComputedStyle(signIn).outline).toBe('3px solid #5b21b6');
    // WCAG 1.4.11: 3:1 against the page around the ring, light and dark.
    expect(contrast(focusRing('light'), '#faf7ff')).toBeGreaterThanOrEqual(3);
    expect(contrast(focusRing('light'), '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(focusRing('dark'), '#0f0a1e')).toBeGreaterThanOrEqual(3);
    expect(contrast(focusRing('dark'), '#1a1330')).toBeGreaterThanOrEqual(3);
  });
});

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
