import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RoomSettingsPatch } from '@api-types';
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

  it("turns on Host approves songs and sets a closing time with this device's time zone, sent only when changed", async () => {
    const saved: RoomSettingsPatch[] = [];
    const { rerender } = render(
      <AppProvider>
        <SettingsDialog room={roomDto()} open busy={false} onSave={(patch) => saved.push(patch)} onClose={() => undefined} />
      </AppProvider>,
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Host approves songs' }));
    expect(screen.getByText("Guests' songs wait in your Requests lane until you approve them; yours go straight in.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Closing time (optional)'), { target: { value: '23:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved[0]).toMatchObject({ approveSongs: true, closingTime: '23:30', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });

    // Already set: saving other settings leaves the closing time's instant alone; turning approval off says what it does.
    rerender(
      <AppProvider>
        <SettingsDialog
          room={roomDto({}, { approveSongs: true, closingTime: '23:30', timeZone: 'Europe/Berlin', closesAt: '2026-11-20T22:30:00.000Z' })}
          open
          busy={false}
          onSave={(patch) => saved.push(patch)}
          onClose={() => undefined}
        />
      </AppProvider>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Host approves songs' }));
    expect(screen.getByText('Turning it off approves every song that is waiting.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved[1]).toMatchObject({ approveSongs: false });
    expect(saved[1]).not.toHaveProperty('closingTime');
  });
});
