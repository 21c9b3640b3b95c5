import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** The sentence of a failure: the server's (react-admin's HttpError carries it), else a plain one. */
export const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error ?? '')) || 'Something went wrong';

/** The one error notification: `failed('Delete Failed')(error)` says "Delete Failed: <reason>"; without a label, the reason alone. */
export function useNotifyError(): (label?: string) => (error: unknown) => void {
  const notify = useNotify();
  return useCallback((label?: string) => (error: unknown) => notify(label ? `${label}: ${reason(error)}` : reason(error), { type: 'error' }), [notify]);
}
