import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/**
 * Styles for a right-to-left language (Arabic): MUI's left/right, margins and paddings written
 * mirrored through this emotion cache (MUI's RTL guide), as in the party app
 * (frontend/src/i18n/rtl-cache.ts). Loaded only when Arabic is shown. `stylis` is pinned to the
 * version @emotion/cache runs: a newer prefixer expects element fields an older pipeline does not
 * set (a page error in production builds).
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
