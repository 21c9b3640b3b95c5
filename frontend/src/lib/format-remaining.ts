import { t } from '@/i18n/i18n';

/** Time left as h:mm:ss or m:ss; 'Expired' at zero. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return t('Expired');
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
