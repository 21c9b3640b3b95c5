import Check from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { ThemeChoice } from '@/app/theme';
import { msg, t } from '@/i18n/i18n';

const CHOICES: { choice: ThemeChoice; label: string }[] = [
  { choice: 'system', label: msg('Same as this device') },
  { choice: 'light', label: msg('Light') },
  { choice: 'dark', label: msg('Dark') },
];

/** The three themes, the one in force checked (as in the language menu); the choice is remembered on this phone. */
export default function ThemeMenu({
  anchor,
  choice,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  choice: ThemeChoice;
  onChoose: (choice: ThemeChoice) => void;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {CHOICES.map((entry) => (
        <MenuItem
          key={entry.choice}
          role="menuitemradio"
          aria-checked={entry.choice === choice}
          selected={entry.choice === choice}
          onClick={() => {
            onChoose(entry.choice);
            onClose();
          }}
        >
          <ListItemIcon>{entry.choice === choice ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{t(entry.label)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
