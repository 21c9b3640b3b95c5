import { Chip, Stack } from '@mui/material';
import type { SearchStyle } from '@/lib/api/search';
import { msg, t } from '@/i18n/i18n';

const CHIPS: { style: SearchStyle; label: string }[] = [
  { style: 'karaoke', label: msg('Karaoke') },
  { style: 'lower-key', label: msg('Lower key') },
  { style: 'higher-key', label: msg('Higher key') },
  { style: 'duet', label: msg('Duet') },
  { style: 'lyrics', label: msg('With lyrics') },
];

/** Under the search box: the kind of version to look for; one is always chosen (Karaoke first). */
export function SearchChips({ value, onChange, disabled }: { value: SearchStyle; onChange: (style: SearchStyle) => void; disabled?: boolean }) {
  return (
    <Stack direction="row" role="group" aria-label={t('Kind of version')} useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {CHIPS.map(({ style, label }) => (
        <Chip
          key={style}
          label={t(label)}
          size="small"
          clickable
          disabled={disabled}
          aria-pressed={value === style}
          color={value === style ? 'primary' : 'default'}
          variant={value === style ? 'filled' : 'outlined'}
          onClick={() => onChange(style)}
        />
      ))}
    </Stack>
  );
}
