import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * The sentence of a failure: the server's, as it sent it (react-admin's HttpError carries it; the
 * server's sentences are not translated), else `fallback`.
 */
export const reason = (error: unknown, fallback = 'Something went wrong'): string => (error instanceof Error ? error.message : String(error ?? '')) || fallback;

/**
 * The one error notification: `failed('kp.errors.delete_failed')(error)` says "Delete Failed: <reason>"
 * in the language shown (the label is a message key); without a label, the reason alone.
 */
export function useNotifyError(): (label?: string) => (error: unknown) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (label?: string) => (error: unknown) => {
      const why = reason(error, translate('kp.errors.unknown'));
      notify(label ? translate('kp.errors.with_reason', { label: translate(label), reason: why }) : why, { type: 'error' });
    },
    [notify, translate],
  );
}
