import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { type ThemeChoice, useThemeChoice } from '@/app/theme';
import { msg, t } from '@/i18n/i18n';

// The menu's code (MUI's Menu and its popover) loads at the first tap, off a guest's way in, as the language menu's does.
const ThemeMenu = lazy(() => import('./theme-menu'));

export const THEME_ICON = { system: <SettingsBrightness />, light: <LightMode />, dark: <DarkMode /> };
/** The button's name, one whole message per choice. */
const LABEL: Record<ThemeChoice, string> = { system: msg('Theme: system'), light: msg('Theme: light'), dark: msg('Theme: dark') };

/** The header's theme switch: the choice in force as its icon and name, a menu of the three. */
export function ThemeButton() {
  const { choice, setChoice } = useThemeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      {/* The browser's own hint, not MUI's Tooltip: its positioning engine is on every screen a guest loads. */}
      <IconButton
        aria-label={t(LABEL[choice])}
        title={t(LABEL[choice])}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {THEME_ICON[choice]}
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <ThemeMenu anchor={anchor} choice={choice} onChoose={setChoice} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
