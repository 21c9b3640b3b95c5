import { Stack, TextField } from '@mui/material';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { PAGE_SIZES } from './dataProvider';

/** A typed page number, clamped to 1..total pages (docs/product.md §2); blank or not a number keeps the page. */
export function clampPage(typed: string, totalPages: number): number | null {
  const value = Number.parseInt(typed, 10);
  if (!Number.isFinite(value)) return null;
  return Math.min(Math.max(1, value), Math.max(1, totalPages));
}

/** Jump to a page by number; it follows the list's page when paged with the arrows. */
function PageNumberInput() {
  const { page, perPage, total, setPage } = useListContext();
  const translate = useTranslate();
  const totalPages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const go = () => {
    const next = clampPage(typed, totalPages);
    setTyped(String(next ?? page));
    // Asked even when it is the page shown: an earlier jump may still be on its way to the
    // address, and the page typed last is the one to land on.
    if (next !== null) setPage(next);
  };
  return (
    <TextField
      label={translate('kp.pagination.page')}
      size="small"
      type="number"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={go}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') go();
      }}
      helperText={translate('kp.pagination.of', { total: totalPages })}
      slotProps={{
        htmlInput: { min: 1, max: totalPages, 'aria-label': translate('kp.pagination.page_number', { total: totalPages }) },
        formHelperText: { sx: { m: 0, textAlign: 'center' } },
      }}
      sx={{ width: 96 }}
    />
  );
}

/** The admin lists' pager: page sizes 25/50/100/500 and a page-number input. */
export function AdminPagination() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', px: 1, pt: 1 }}>
      <PageNumberInput />
      <Pagination rowsPerPageOptions={PAGE_SIZES} />
    </Stack>
  );
}
