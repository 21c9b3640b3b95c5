import { compileMessage } from '@lingui/message-utils/compileMessage';
import '../../app.module.js';
import { dateInvalid, unknownFilter } from '../../admin/admin.errors.js';
import { unknownJob } from '../../jobs/jobs.errors.js';
import { newPositionOutOfRange, queueFull, singerLeft, tooManySongsWaiting } from '../../queue/queue.errors.js';
import { closedForSongs, requesterLeft } from '../../queue/requests.errors.js';
import { nameTaken, roomCreationPaused, roomFull, songLimitChoices, tooManyActiveRooms, tooManyRoomsToday } from '../../rooms/rooms.errors.js';
import { refusalTemplates } from '../errors/domain-error.js';
import { routeNotFound } from '../filters/all-exceptions.filter.js';
import { bodyTooLarge } from '../http/request-shape.js';
import { THROTTLE_RULES, type ThrottlerName, tooManyRequests } from '../http/throttling.js';
import { unknownField } from '../http/validation.js';
import { acceptedLanguage, CATALOGS, sentence } from './sentences.js';

// Loading the app makes every constant refusal and every one a route documents; these make the rest.
const made = [
  ...[unknownJob('x'), dateInvalid('x'), unknownFilter('x')],
  ...[newPositionOutOfRange(3), queueFull(5), singerLeft('x'), tooManySongsWaiting(2), closedForSongs('23:00'), requesterLeft('x')],
  ...[nameTaken('x'), roomCreationPaused(new Date()), roomFull(3), roomFull(3, 'Sam'), songLimitChoices('maxSongsPerUser'), tooManyActiveRooms(1)],
  ...[tooManyRoomsToday(2, 60_000), tooManyRoomsToday(2, 3 * 3_600_000), routeNotFound('GET', '/x'), bodyTooLarge(1024), unknownField('x')],
  ...(Object.keys(THROTTLE_RULES) as ThrottlerName[]).map((rule) => tooManyRequests(rule, 2)),
];

/** The placeholders a compiled message fills (plural branches included), sorted. */
function namesIn(compiled: ReturnType<typeof compileMessage>): string[] {
  const names = new Set<string>();
  const visit = (message: unknown): void => {
    if (!Array.isArray(message)) return;
    for (const part of message)
      if (Array.isArray(part)) {
        names.add(String(part[0]));
        if (part[2] && typeof part[2] === 'object') for (const branch of Object.values(part[2] as object)) visit(branch);
      }
  };
  visit(compiled);
  return [...names].sort();
}

describe("the server's sentences in every language", () => {
  const templates = refusalTemplates();

  it('finds the refusals', () => {
    expect(templates.length).toBeGreaterThan(100);
    for (const refused of made) expect(templates).toContain(refused.template);
  });

  it.each(Object.keys(CATALOGS) as (keyof typeof CATALOGS)[])('%s translates every sentence, and nothing else', (language) => {
    const catalog = CATALOGS[language];
    expect(templates.filter((template) => catalog[template] === undefined)).toEqual([]);
    expect(Object.keys(catalog).filter((template) => !templates.includes(template))).toEqual([]);
  });

  it.each(Object.keys(CATALOGS) as (keyof typeof CATALOGS)[])('%s keeps every placeholder, compiles, and is not English', (language) => {
    const catalog = CATALOGS[language];
    const wrong = templates.filter(
      (template) =>
        catalog[template] !== undefined && JSON.stringify(namesIn(compileMessage(catalog[template]))) !== JSON.stringify(namesIn(compileMessage(template))),
    );
    expect(wrong).toEqual([]);
    // A few sentences may read the same (a code, a field name), most may not.
    expect(templates.filter((template) => catalog[template] === template).length).toBeLessThan(templates.length / 10);
  });

  it('fills a template in English exactly as the refusal says it, plurals included', () => {
    expect(tooManySongsWaiting(1).message).toBe('You already have 1 song waiting, the most this room allows. Add another once one has played.');
    expect(tooManySongsWaiting(3).message).toBe('You already have 3 songs waiting, the most this room allows. Add another once one has played.');
    expect(singerLeft('Wonderwall').message).toBe("'Wonderwall' cannot come back: the person who added it has left the room.");
    expect(roomFull(1, 'Sam').message).toBe('This room is full: it allows 1 guest at a time. Ask Sam — their plan allows 1 guest.');
    expect(tooManyRequests('search', 1).message).toBe('Too many searches. Try again in 1 second.');
  });

  it('fills a translated template with the same values', () => {
    const refused = queueFull(50);
    expect(sentence('es', refused.template, refused.values)).toContain('50');
    expect(sentence('es', refused.template, refused.values)).not.toBe(refused.message);
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['nl-NL, de;q=0.7, fr;q=0.9', 'fr'],
    ['pt-PT', 'pt-BR'],
    ['ja', 'ja'],
    ['ar-EG;q=0.5, *;q=0.1', 'ar'],
    ['xx, yy', 'en'],
    ['de;q=0', 'en'],
    // A weight outside RFC 9110's 0..1 never makes a language preferred, nor falls back to q=1.
    ['de;q=-1, fr;q=0.5', 'fr'],
    ['de;q=-1', 'en'],
    ['es;q=0, de;q=0.000, fr;q=0.001', 'fr'],
    ['de;q=2, fr;q=0.5', 'fr'],
    ['de;q=abc, fr;q=0.5', 'fr'],
    ['de;q=1e3, fr;q=0.5', 'fr'],
    ['de;Q=0.9, fr;q=0.5', 'de'],
  ])('takes the language of Accept-Language %p as %p', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
