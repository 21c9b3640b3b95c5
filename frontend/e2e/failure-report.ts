import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';

/** What a failed journey prints of each context: its last events, enough to see what happened in its last seconds. */
const KEPT_EVENTS = 60;
/** How long the report waits for a page to answer (its notices, its screenshot). */
const READ_MS = 5_000;
/** The start of a pushed frame that is kept. */
const FRAME_CHARS = 160;

interface Watched {
  /** The context's last events (API answers, failed requests, pushes, notices shown, console errors), oldest first. */
  events: string[];
}

/** Said by the page (as a console.debug line) for every notice that appears: a toast, an alert. */
const NOTICE_PREFIX = '[notice] ';

/**
 * Runs in every page: says each notice as it appears (a toast replaced at once by another leaves a
 * trace, which the report's end state could not show). Only added elements are looked at, and
 * their text read without layout (textContent), so a busy page pays next to nothing for it.
 */
function sayNotices(prefix: string): void {
  const selector = '[role="status"], [role="alert"]';
  // React mounts a toast's region and moves it (docked or floating): one notice, said once.
  let last = { text: '', at: 0 };
  const say = (element: Element) => {
    const text = element.textContent?.replace(/\s+/g, ' ').trim();
    if (!text || (text === last.text && performance.now() - last.at < 1000)) return;
    last = { text, at: performance.now() };
    console.debug(prefix + text);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) say(node);
        for (const inner of node.querySelectorAll(selector)) say(inner);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The browsers launched in this file, and the events of each of their contexts. */
const browsers = new Set<Browser>();
const watched = new Map<BrowserContext, Watched>();

const started = Date.now();
const stamp = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Keeps the context's last events (see Watched), for reportFailure. */
export async function watchContext(context: BrowserContext): Promise<void> {
  const entry: Watched = { events: [] };
  watched.set(context, entry);
  const note = (line: string) => {
    entry.events.push(`${stamp()} ${line}`);
    if (entry.events.length > KEPT_EVENTS) entry.events.shift();
  };
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 || url.pathname.startsWith('/api/')) note(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  context.on('page', (page) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : '(binary)';
        // Engine.IO's pings and pongs say nothing about the room.
        if (text.length > 1) note(`pushed ${text.slice(0, FRAME_CHARS)}`);
      }),
    ),
  );
  await context.addInitScript(sayNotices, NOTICE_PREFIX);
  context.on('requestfailed', (request) => note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
  context.on('console', (message) => {
    if (message.type() === 'debug' && message.text().startsWith(NOTICE_PREFIX)) note(`shown: ${message.text().slice(NOTICE_PREFIX.length)}`);
    else if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => note(`page error: ${error.error().message}`));
  context.on('close', () => watched.delete(context));
}

/** Follows a launched browser from now on, for reportFailure: each context it opens goes through watchContext. */
export function watchBrowser(browser: Browser): void {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  const newContext = browser.newContext.bind(browser);
  // browser.newPage opens its context through this too.
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await watchContext(context);
    return context;
  };
}

/**
 * Said when a journey fails (e2e/failure-setup.ts): for every open page of every watched browser,
 * its address, the notices on it (toasts, alerts, dialog titles), its context's last events and
 * (with SCREENSHOT_DIR) a screenshot. A wait that ran out then reads as "the toast came and went"
 * or "the add was refused with 429", not only as a timeout.
 */
export async function reportFailure(): Promise<void> {
  const lines: string[] = [`What the pages showed when the journey failed (${stamp()} into the file):`];
  let index = 0;
  for (const context of [...browsers].flatMap((browser) => browser.contexts())) {
    for (const page of context.pages()) {
      index += 1;
      // A page that hangs (the failure itself, maybe) must not hang the report.
      let timer: NodeJS.Timeout | undefined;
      const shown = await Promise.race([
        page.locator('[role="alert"], [role="status"], [role="dialog"] h2').allInnerTexts(),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${READ_MS} ms`)), READ_MS))),
      ])
        .then((texts) => texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean))
        .catch((error: Error) => [`(could not read the page: ${error.message.split('\n')[0]})`])
        .finally(() => clearTimeout(timer));
      lines.push(`  page ${index}: ${page.url()}`, ...shown.map((text) => `    shows: ${text}`));
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) {
        fs.mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: path.join(dir, `failed-page-${index}.png`), fullPage: true, timeout: READ_MS }).catch(() => undefined);
      }
    }
    for (const event of watched.get(context)?.events ?? []) lines.push(`    ${event}`);
  }
  console.error(lines.join('\n'));
}
