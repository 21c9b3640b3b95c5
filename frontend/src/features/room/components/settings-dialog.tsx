import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { RoomSettingsPatch } from '../../../../../openapi/api-types';
import type { Room } from '../../rooms/api/rooms';

const SONG_CHOICES = [1, 2, 3, 5, 999];
const AUTO_SKIP_CHOICES = [0, 3, 5, 6, 10];
/** The stage's "Up next" pause between songs; the API takes any whole number 0-30. */
const INTERSTITIAL_CHOICES = [0, 5, 10, 15, 20, 30];

function Choice({
  label,
  value,
  choices,
  render,
  onChange,
}: {
  label: string;
  value: number | string;
  choices: Array<number | string>;
  render: (v: number | string) => string;
  onChange: (v: string) => void;
}) {
  const id = `setting-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <FormControl fullWidth>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(e) => onChange(String(e.target.value))}>
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {render(choice)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
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
  useEffect(() => {
    if (open) {
      const { maxSongsPerUser, maxSongsPerGuest, autoSkipMinutes, queueMode, isLocked, interstitialSeconds } = room.settings;
      setDraft({ maxSongsPerUser, maxSongsPerGuest, autoSkipMinutes, queueMode, isLocked, interstitialSeconds });
    }
  }, [open, room.settings]);
  const songs = (v: number | string) => (Number(v) === 999 ? 'Unlimited' : String(v));
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Room Settings</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Choice
            label="Max songs per user"
            value={draft.maxSongsPerUser ?? 2}
            choices={SONG_CHOICES}
            render={songs}
            onChange={(v) => setDraft({ ...draft, maxSongsPerUser: Number(v) as RoomSettingsPatch['maxSongsPerUser'] })}
          />
          <Choice
            label="Max songs per guest"
            value={draft.maxSongsPerGuest ?? 2}
            choices={SONG_CHOICES}
            render={songs}
            onChange={(v) => setDraft({ ...draft, maxSongsPerGuest: Number(v) as RoomSettingsPatch['maxSongsPerGuest'] })}
          />
          <Choice
            label="Auto-skip"
            value={draft.autoSkipMinutes ?? 6}
            choices={AUTO_SKIP_CHOICES}
            render={(v) => (Number(v) === 0 ? 'Disabled' : `${v} minutes`)}
            onChange={(v) => setDraft({ ...draft, autoSkipMinutes: Number(v) as RoomSettingsPatch['autoSkipMinutes'] })}
          />
          <Choice
            label="Queue order"
            value={draft.queueMode ?? 'fifo'}
            choices={['fifo', 'rotation']}
            render={(v) => (v === 'rotation' ? 'Rotation: whoever has sung least goes next' : 'First come, first served')}
            onChange={(v) => setDraft({ ...draft, queueMode: v as 'fifo' | 'rotation' })}
          />
          <Choice
            label="Between songs on the Stage"
            value={draft.interstitialSeconds ?? 10}
            choices={[...new Set([...INTERSTITIAL_CHOICES, draft.interstitialSeconds ?? 10])].sort((a, b) => a - b)}
            render={(v) => (Number(v) === 0 ? 'Start the next song at once' : `"Up next" for ${v} seconds`)}
            onChange={(v) => setDraft({ ...draft, interstitialSeconds: Number(v) })}
          />
          <FormControlLabel
            control={<Switch checked={draft.isLocked ?? false} onChange={(e) => setDraft({ ...draft, isLocked: e.target.checked })} />}
            label="Locked: no new guests can join"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => onSave(draft)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
