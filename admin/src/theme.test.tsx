import DeleteIcon from '@mui/icons-material/Delete';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './ConfirmButton';
import { theme } from './theme';

describe('the back office theme', () => {
  afterEach(() => vi.useRealTimers());

  it('opens tooltips after 700 ms, not at once', async () => {
    vi.useFakeTimers();
    render(
      <AdminContext i18nProvider={defaultI18nProvider} store={memoryStore()} theme={theme}>
        <ConfirmButton label="Delete" icon={<DeleteIcon />} title="Delete?" content="Sure?" onConfirm={async () => undefined} />
      </AdminContext>,
    );
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Delete' }));
    await act(() => vi.advanceTimersByTimeAsync(650));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete');
  });
});
