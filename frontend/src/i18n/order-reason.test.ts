import { afterEach, describe, expect, it } from 'vitest';
// The server's own grammar: every reason it can write is one the app must read (docs/product.md "Languages").
import { orderReasons, type Placement } from '../../../backend/src/queue/rotation';
import { activateLanguage } from './i18n';
import { orderReason, orderWhyOnly } from './order-reason';

afterEach(() => activateLanguage('en'));

/** One reason of every form the server writes, for a singer called "Ann O'Neil · 2" (a name may hold anything). */
function everyForm(): { reason: string; singer: string }[] {
  const singer = "Ann O'Neil · 2";
  const item = (who: string, placement: Placement | null = null) => ({ singer: who, addedBy: who === 'a' ? singer : `Person ${who}`, placement });
  const reasons = [
    ...orderReasons(
      [item('a'), item('b'), item('a')],
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
      'rotation',
    ),
    ...orderReasons([item('a')], new Map(), 'rotation'),
    ...orderReasons([item('b'), item('a')], new Map([['b', 3]]), 'rotation'),
    ...orderReasons([item('a')], new Map(), 'fifo'),
    ...(['host-next', 'host-end', 'host-moved', 'deferred'] as const).flatMap((placement) => orderReasons([item('a', placement)], new Map(), 'rotation')),
  ];
  return reasons.filter((reason) => reason.startsWith(singer)).map((reason) => ({ reason, singer }));
}

describe('the order reason', () => {
  it('reads every form the server writes', () => {
    const forms = everyForm();
    expect(forms.map(({ reason }) => reason.split(' · ').slice(2).join(' · '))).toEqual([
      "after everyone's 1st turn",
      "after everyone's 2nd turn",
      'first round',
      'catching up, joins round 3',
      'in the order added',
      'moved up by the host',
      'moved to the end by the host',
      'placed here by the host',
      "Ann O'Neil · 2 let others go first",
    ]);
  });

  it('is shown as the server wrote it in English', () => {
    for (const { reason, singer } of everyForm()) expect(orderReason(reason, singer)).toBe(reason);
    expect(orderWhyOnly("Sam's 2nd song · first round", 'Sam')).toBe('first round');
  });

  it('is said again in Spanish and French, ordinals included, for every form', async () => {
    await activateLanguage('es');
    const spanish = everyForm().map(({ reason, singer }) => orderReason(reason, singer));
    expect(spanish[0]).toBe("canción n.º 2 de Ann O'Neil · 2 · después del turno n.º 1 de todos");
    for (const [i, { reason }] of everyForm().entries()) expect(spanish[i]).not.toBe(reason);
    expect(orderWhyOnly("Sam's 2nd song · first round", 'Sam')).toBe('primera ronda');
    await activateLanguage('fr');
    expect(orderReason("Sam's 1st song · after everyone's 1st turn", 'Sam')).toBe('1re chanson de Sam · après le 1er passage de chacun');
    expect(orderReason("Sam's 3rd song · after everyone's 2nd turn", 'Sam')).toBe('3e chanson de Sam · après le 2e passage de chacun');
  });

  it('is shown as it came when its form is unknown', async () => {
    await activateLanguage('de');
    expect(orderReason('Something new · from a later server', 'Sam')).toBe('Something new · from a later server');
    expect(orderReason("Sam's 2nd song · a reason from a later server", 'Sam')).toBe("Sam's 2nd song · a reason from a later server");
  });
});
