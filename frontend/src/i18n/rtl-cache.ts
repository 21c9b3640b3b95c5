import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/**
 * Styles for right-to-left languages: MUI writes left/right, margins and paddings mirrored through
 * this emotion cache (MUI's RTL guide). Loaded only when such a language is shown. `stylis` is
 * pinned to the version @emotion/cache runs: a newer prefixer expects element fields an older
 * pipeline does not set (a page error in production builds).
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
