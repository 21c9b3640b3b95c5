import Translate from '@mui/icons-material/Translate';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { LANGUAGES, t, useLanguage } from './i18n';

// The menu's code (MUI's Menu and its popover) loads at the first tap, off a guest's way in.
const LanguageMenu = lazy(() => import('./language-menu'));

/** The header's language switch: the language shown now, a menu of the others. */
export function LanguageButton() {
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const name = LANGUAGES.find((entry) => entry.code === language)?.name ?? language;
  return (
    <>
      <IconButton
        aria-label={t('Language: {language}', { language: name })}
        title={t('Language: {language}', { language: name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <Translate />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
