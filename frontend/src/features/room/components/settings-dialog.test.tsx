import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { roomDto } from '@/test/api';
import { SettingsDialog } from './settings-dialog';

describe('Room Settings', () => {
  it('shows a long choice whole: the queue order wraps in its field and in its list instead of being cut', async () => {
    render(
      <AppProvider>
        <SettingsDialog room={roomDto({}, { queueMode: 'rotation' })} open busy={false} onSave={() => undefined} onClose={() => undefined} />
      </AppProvider>,
    );
    const field = await screen.findByRole('combobox', { name: 'Queue order' });
    expect(field).toHaveTextContent('Rotation: whoever has sung least goes next');
    expect(getComputedStyle(field).whiteSpace).toBe('normal');
    expect(getComputedStyle(field).textOverflow).not.toBe('ellipsis');
    await userEvent.click(field);
    const option = await screen.findByRole('option', { name: 'Rotation: whoever has sung least goes next' });
    expect(getComputedStyle(option).whiteSpace).toBe('normal');
  });
});
