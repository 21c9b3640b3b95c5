import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DAY } from '../time.js';
import { privateCookie } from './cookie-options.js';

/**
 * The long-lived cookie that names a browser (random, httpOnly, nothing else in it). Guests have no
 * account, so this is what tells one guest's phone from the other phones of a venue's network: the
 * room-code lookups count wrong codes per browser with it, and a boot records it so the booted
 * browser cannot come straight back (README, Security and reliability). One cookie, one format.
 */
export const DEVICE_COOKIE_NAME = 'kp_device';
/** Browsers cap a cookie's lifetime at 400 days. */
const DEVICE_COOKIE_MAX_AGE_S = (400 * DAY) / 1000;
/** 32 random bytes, base64url. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device token the request carries, when well-formed. */
export function deviceOf(request: FastifyRequest): string | undefined {
  const carried = request.cookies?.[DEVICE_COOKIE_NAME];
  return carried !== undefined && DEVICE_TOKEN.test(carried) ? carried : undefined;
}

/**
 * This browser's device token, minting one (and setting its cookie on the answer) when it carries
 * none. The minted token is also put on the request, so what runs later in the same request (a
 * guest join after its code lookup) sees the same browser.
 */
export function ensureDevice(request: FastifyRequest, reply: FastifyReply): { token: string; key: string } {
  let token = deviceOf(request);
  if (token === undefined) {
    token = randomBytes(32).toString('base64url');
    request.cookies = { ...request.cookies, [DEVICE_COOKIE_NAME]: token };
  }
  // Renewed on every use, so a browser in use keeps its cookie.
  void reply.setCookie(DEVICE_COOKIE_NAME, token, { ...privateCookie(request), maxAge: DEVICE_COOKIE_MAX_AGE_S });
  return { token, key: deviceKey(token) };
}

/** What is stored of a device token: its SHA-256, never the token. */
export function deviceKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
