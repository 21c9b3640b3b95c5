import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListContextProvider, memoryStore, useList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from './i18n/i18nProvider';
import { AdminPagination, clampPage } from './Pagination';

/** A real list context over 130 rows, 25 a page: 6 pages. */
function Harness() {
  const list = useList({ data: Array.from({ length: 130 }, (_, i) => ({ id: i + 1 })), perPage: 25 });
  return (
    <ListContextProvider value={list}>
      <AdminPagination />
      <output data-testid="page">{list.page}</output>
    </ListContextProvider>
  );
}

/** The same list whose page changes a moment after it is asked (the address updating on a busy machine). */
function SlowHarness({ asked, arrived }: { asked: number[]; arrived: number[] }) {
  const list = useList({ data: Array.from({ length: 130 }, (_, i) => ({ id: i + 1 })), perPage: 25 });
  const setPage = (page: number) => {
    asked.push(page);
    setTimeout(() => {
      list.setPage(page);
      arrived.push(page);
    }, 50);
  };
  return (
    <ListContextProvider value={{ ...list, setPage }}>
      <AdminPagination />
      <output data-testid="page">{list.page}</output>
    </ListContextProvider>
  );
}

describe('the page-number input of the admin lists', () => {
  it('clamps a typed page to 1..total pages', () => {
    expect(clampPage('0', 7)).toBe(1);
    expect(clampPage('-3', 7)).toBe(1);
    expect(clampPage('4', 7)).toBe(4);
    expect(clampPage('99', 7)).toBe(7);
    expect(clampPage('2', 0)).toBe(1); // an empty list still has page 1
    expect(clampPage('', 7)).toBeNull();
    expect(clampPage('abc', 7)).toBeNull();
  });

  it('jumps to the typed page, to the last one when the number is too big, to the first when too small', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Harness />
      </AdminContext>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Page number, 1 to 6' });
    expect(screen.getByText('of 6')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('3'));
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('6'));
    expect(input).toHaveValue(6);
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('1'));
    expect(input).toHaveValue(1);
  });

  it('lands on the page typed last, even when the one typed before has not arrived yet', async () => {
    const asked: number[] = [];
    const arrived: number[] = [];
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <SlowHarness asked={asked} arrived={arrived} />
      </AdminContext>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Page number, 1 to 6' });
    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // Still on page 1 for a moment: typing 1 is a request too.
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(asked).toEqual([6, 1]);
    // Both pages arrive, 6 first; once React has applied them (and any page asked for in answer
    // to 6 would have arrived too), the list is on 1 and nothing more was asked.
    await waitFor(() => expect(arrived).toEqual([6, 1]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(screen.getByTestId('page')).toHaveTextContent('1');
    expect(asked).toEqual([6, 1]);
  });
});
