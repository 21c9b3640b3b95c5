import { loadConfig } from '../config/env.js';
import { TiersService } from './tiers.service.js';

describe('TiersService', () => {
  it("serves the product's default tier table when TIER_LIMITS is unset", () => {
    const tiers = new TiersService(loadConfig({}));
    expect(tiers.get(1)).toMatchObject({
      displayName: 'Basic',
      limits: { simultaneousRooms: 1, guestsPerRoom: 4, maxQueueSize: 10, roomTimeMinutes: 60, roomsPerDay: 2 },
    });
    expect(tiers.get(2)).toMatchObject({
      displayName: 'Premium',
      limits: { simultaneousRooms: 2, guestsPerRoom: 10, maxQueueSize: 22, roomTimeMinutes: 240, roomsPerDay: 4 },
    });
    expect(tiers.get(3)).toMatchObject({
      displayName: 'Pro',
      limits: { simultaneousRooms: 5, guestsPerRoom: 25, maxQueueSize: 52, roomTimeMinutes: 480, roomsPerDay: 10 },
    });
    expect(tiers.get(999)).toMatchObject({
      displayName: 'Admin',
      limits: { simultaneousRooms: 999, guestsPerRoom: 999, maxQueueSize: 999, roomTimeMinutes: 999999, roomsPerDay: 999 },
    });
  });

  it('lets TIER_LIMITS override single limits', () => {
    const tiers = new TiersService(loadConfig({ TIER_LIMITS: '{"1":{"guestsPerRoom":6}}' }));
    expect(tiers.limitsFor(1)).toEqual({ simultaneousRooms: 1, guestsPerRoom: 6, maxQueueSize: 10, roomTimeMinutes: 60, roomsPerDay: 2 });
  });

  it.each([
    ['not json', 'TIER_LIMITS must be JSON'],
    ['{"7":{}}', 'TIER_LIMITS has an unknown tier "7"'],
    ['{"1":{"guests":3}}', 'TIER_LIMITS tier 1 has an unknown limit "guests"'],
    ['{"1":{"maxQueueSize":0}}', 'TIER_LIMITS tier 1 maxQueueSize must be a whole number of at least 1'],
  ])('refuses TIER_LIMITS=%s naming the variable', (raw, sentence) => {
    expect(() => loadConfig({ TIER_LIMITS: raw })).toThrow(sentence);
  });

  it("answers 'Invalid tier' for anything else, and Basic limits for an unknown stored tier", () => {
    const tiers = new TiersService(loadConfig({}));
    expect(() => tiers.get(4)).toThrow('Invalid tier');
    expect(tiers.limitsFor(42)).toEqual(tiers.limitsFor(1));
  });
});
