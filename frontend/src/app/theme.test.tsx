import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render';
import { THEME_STORAGE_KEY } from './theme';

describe('the theme choice', () => {
  it('starts at system, cycles light → dark → system, and is kept in local storage under the product UI theme key', async () => {
    expect(THEME_STORAGE_KEY).toBe('karaoke-party-ui-theme');
    await renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Theme: system' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Theme: light' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Theme: dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });
});
