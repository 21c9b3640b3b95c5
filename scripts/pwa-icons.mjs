#!/usr/bin/env node
// Draws the party app's install icons (frontend/public/icons/*.png) from its favicon
// (frontend/public/favicon.svg) with headless Chromium, so the icons stay the brand's:
//   node scripts/pwa-icons.mjs        (needs Debian's chromium, or CHROMIUM_PATH)
// - icon-192.png, icon-512.png: the favicon as it is (rounded square), purpose "any";
// - maskable-512.png: the glyph inside the central 80 % circle on a full-bleed background, which
//   launchers cut to their own shape (purpose "maskable", https://w3c.github.io/manifest/#icon-masks);
// - apple-touch-icon.png (180): full-bleed, since iOS rounds the corners itself;
// - badge-96.png: the glyph alone in white on transparent, for Android's status bar (only its alpha counts).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend', 'public');
const favicon = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const glyph = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const PURPLE = '#7c3aed';

/** The glyph (drawn on a 64-unit square) scaled by `scale` about the centre, on `background`. */
const square = (background, scale, body = glyph) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${background ? `<rect width="64" height="64" fill="${background}"/>` : ''}<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${body}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: square(PURPLE, 0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: square(PURPLE, 0.85) },
  { file: 'badge-96.png', size: 96, svg: square(null, 1.1, glyph.replace(/fill="#[0-9a-f]+"/gi, 'fill="#fff"')) },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: join(PUBLIC, 'icons', file), omitBackground: true });
    await page.close();
    console.log(`frontend/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
