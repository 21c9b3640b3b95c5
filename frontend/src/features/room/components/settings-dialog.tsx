import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { RoomSettingsPatch } from '@api-types';
import type { Room } from '@/lib/api/rooms';
import { LANGUAGES, msg, t } from '@/i18n/i18n';
import { UNLIMITED } from '@/lib/limits';

const SONG_CHOICES = [1, 2, 3, 5, UNLIMITED];
const AUTO_SKIP_CHOICES = [0, 3, 5, 6, 10];
/** The stage's "Up next" pause between songs; the API takes any whole number 0-30. */
const INTERSTITIAL_CHOICES = [0, 5, 10, 15, 20, 30];
/** The stage's and board's language: one of the app's, or each screen its own (the setting's null). */
const OWN_LANGUAGE = 'own';
type StageLanguage = NonNullable<RoomSettingsPatch['language']>;

function Choice({
  name,
  label,
  value,
  choices,
  render,
  help,
  onChange,
  hint,
}: {
  /** The setting's id part (the English label's words): the same whatever the language shown. */
  name: string;
  label: string;
  hint?: string;
  value: number | string;
  choices: Array<number | string>;
  render: (v: number | string) => string;
  help?: string;
  onChange: (v: string) => void;
}) {
  const id = `setting-${name}`;
  return (
    <FormControl fullWidth>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={value}
        onChange={(e) => onChange(String(e.target.value))}
        inputProps={hint || help ? { 'aria-describedby': `${id}-hint` } : undefined}
        // A long choice ("Rotation: whoever has sung least goes next", longer in other languages) wraps
        // onto a second line in the field and in the list rather than being cut on a phone.
        SelectDisplayProps={{ style: { whiteSpace: 'normal', textOverflow: 'clip', overflowWrap: 'anywhere', lineHeight: 1.4, height: 'auto' } }}
        MenuProps={{ slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice} sx={{ whiteSpace: 'normal' }}>
            {render(choice)}
          </MenuItem>
        ))}
      </Select>
      {hint || help ? <FormHelperText id={`${id}-hint`}>{[hint, help].filter(Boolean).join(' ')}</FormHelperText> : null}
    </FormControl>
  );
}

const INTERMISSION_HELP = msg(
  'A YouTube video or playlist link. The Stage plays it quietly while the queue is empty and stops it the moment a song is queued. Leave empty for silence.',
);

/** What the auto-skip setting does, in the room's words (docs/product.md §9 "The evening"). */
export function autoSkipHelp(minutes: number): string {
  if (minutes === 0) return t('Songs always play to their end.');
  return (
    t('A song that has played {minutes} minutes is skipped, so one long song cannot hold up the party.', { minutes }) +
    ' ' +
    t('Only playing time counts (not pauses or the "Up next" screen); the Stage warns 30 seconds before and you can let a song finish.')
  );
}

/** The owner's Room Settings: the choices of docs/product.md §5, the queue order and the lock. */
export function SettingsDialog({
  room,
  open,
  busy,
  onSave,
  onClose,
}: {
  room: Room;
  open: boolean;
  busy: boolean;
  onSave: (patch: RoomSettingsPatch) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<RoomSettingsPatch>({});
  // The closing time as the field shows it ("23:00", or empty for none); sent only when changed.
  const [closing, setClosing] = useState('');
  useEffect(() => {
    if (open) {
      const { maxSongsPerUser, maxSongsPerGuest, autoSkipMinutes, queueMode, isLocked, interstitialSeconds, intermission, language, lyrics, approveSongs } =
        room.settings;
      setClosing(room.settings.closingTime ?? '');
      setDraft({
        maxSongsPerUser,
        maxSongsPerGuest,
        autoSkipMinutes,
        queueMode,
        isLocked,
        interstitialSeconds,
        intermissionUrl: intermission?.url ?? '',
        language: language ?? null,
        approveSongs: approveSongs ?? false,
        lyrics: lyrics !== false,
      });
    }
  }, [open, room.settings]);
  const songs = (v: number | string) => (Number(v) === UNLIMITED ? t('Unlimited') : String(v));
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('Room Settings')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Choice
            name="max-songs-per-user"
            label={t('Max songs per user')}
            hint={t('Songs waiting at once for each person with an account, you included')}
            value={draft.maxSongsPerUser ?? 2}
            choices={SONG_CHOICES}
            render={songs}
            onChange={(v) => setDraft({ ...draft, maxSongsPerUser: Number(v) as RoomSettingsPatch['maxSongsPerUser'] })}
          />
          <Choice
            name="max-songs-per-guest"
            label={t('Max songs per guest')}
            hint={t('Songs waiting at once for each guest who joined with the code')}
            value={draft.maxSongsPerGuest ?? 2}
            choices={SONG_CHOICES}
            render={songs}
            onChange={(v) => setDraft({ ...draft, maxSongsPerGuest: Number(v) as RoomSettingsPatch['maxSongsPerGuest'] })}
          />
          <Choice
            name="auto-skip"
            label={t('Auto-skip')}
            value={draft.autoSkipMinutes ?? 6}
            choices={AUTO_SKIP_CHOICES}
            render={(v) => (Number(v) === 0 ? t('Disabled') : t('{minutes} minutes', { minutes: v }))}
            help={autoSkipHelp(draft.autoSkipMinutes ?? 6)}
            onChange={(v) => setDraft({ ...draft, autoSkipMinutes: Number(v) as RoomSettingsPatch['autoSkipMinutes'] })}
          />
          <Choice
            name="queue-order"
            label={t('Queue order')}
            value={draft.queueMode ?? 'fifo'}
            choices={['fifo', 'rotation']}
            render={(v) => (v === 'rotation' ? t('Rotation: whoever has sung least goes next') : t('First come, first served'))}
            onChange={(v) => setDraft({ ...draft, queueMode: v as 'fifo' | 'rotation' })}
          />
          <Choice
            name="between-songs-on-the-stage"
            label={t('Between songs on the Stage')}
            value={draft.interstitialSeconds ?? 10}
            choices={[...new Set([...INTERSTITIAL_CHOICES, draft.interstitialSeconds ?? 10])].sort((a, b) => a - b)}
            render={(v) => (Number(v) === 0 ? t('Start the next song at once') : t('"Up next" for {seconds} seconds', { seconds: v }))}
            onChange={(v) => setDraft({ ...draft, interstitialSeconds: Number(v) })}
          />
          <Choice
            name="stage-and-board-language"
            label={t('Stage and board language')}
            value={draft.language ?? OWN_LANGUAGE}
            choices={[OWN_LANGUAGE, ...LANGUAGES.map((language) => language.code)]}
            render={(v) => (v === OWN_LANGUAGE ? t("Each screen's own language") : (LANGUAGES.find((language) => language.code === v)?.name ?? String(v)))}
            onChange={(v) => setDraft({ ...draft, language: v === OWN_LANGUAGE ? null : (v as StageLanguage) })}
          />
          <TextField
            label={t('Music between songs (optional)')}
            placeholder="https://www.youtube.com/playlist?list=…"
            value={draft.intermissionUrl ?? ''}
            onChange={(e) => setDraft({ ...draft, intermissionUrl: e.target.value })}
            helperText={t(INTERMISSION_HELP)}
            slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
            fullWidth
          />
          <FormControl>
            <FormControlLabel
              control={<Switch checked={draft.approveSongs ?? false} onChange={(e) => setDraft({ ...draft, approveSongs: e.target.checked })} />}
              label={t('Host approves songs')}
            />
            <FormHelperText sx={{ mt: 0 }}>
              {draft.approveSongs || !room.settings.approveSongs
                ? t("Guests' songs wait in your Requests lane until you approve them; yours go straight in.")
                : t('Turning it off approves every song that is waiting.')}
            </FormHelperText>
          </FormControl>
          <TextField
            type="time"
            label={t('Closing time (optional)')}
            value={closing}
            onChange={(e) => setClosing(e.target.value)}
            helperText={t('No song starts after it; the Stage shows "Last call" for the final 15 minutes. Leave empty for none.')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            fullWidth
          />
          <FormControlLabel
            control={<Switch checked={draft.lyrics ?? true} onChange={(e) => setDraft({ ...draft, lyrics: e.target.checked })} />}
            label={t("Lyrics on the stage and the singer's phone (never over karaoke tracks)")}
          />
          <FormControlLabel
            control={<Switch checked={draft.isLocked ?? false} onChange={(e) => setDraft({ ...draft, isLocked: e.target.checked })} />}
            label={t('Locked: no new guests can join')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            onSave({
              ...draft,
              intermissionUrl: draft.intermissionUrl?.trim() ? draft.intermissionUrl.trim() : null,
              // A closing time is a time of day on this device's clock, in its time zone (fixed as an instant by the server).
              ...(closing !== (room.settings.closingTime ?? '')
                ? { closingTime: closing ? closing.slice(0, 5) : null, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }
                : {}),
            })
          }
        >
          {t('Save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
