import Check from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useToast } from '../components/toast';
import { chooseLanguage, LANGUAGES, t, useLanguage } from './i18n';

/** The languages, each in its own name; the choice is remembered on this phone. */
export default function LanguageMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const language = useLanguage();
  const toast = useToast();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((entry) => (
        <MenuItem
          key={entry.code}
          lang={entry.code}
          selected={entry.code === language}
          onClick={() => {
            onClose();
            chooseLanguage(entry.code).catch(() =>
              toast({
                title: t('Language not available'),
                description: t('It could not be loaded. Check your connection and try again.'),
                variant: 'destructive',
              }),
            );
          }}
        >
          <ListItemIcon>{entry.code === language ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{entry.name}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
