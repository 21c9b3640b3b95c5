import request from 'supertest';
import { guestNameKey, nameInUse, sameName } from '../src/rooms/guest-identity.js';
import { joinAsGuest, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const taken = (name: string) => ({
  statusCode: 409,
  message: `Someone in this room is already called ${name}. Add an initial or a nickname so everyone can tell you apart.`,
  error: 'Conflict',
  code: 'NAME_TAKEN',
  params: { name },
});

/** Names that show as "Rita" on a phone: Hangul fillers, zero-width and other invisible characters, other scripts' look-alike letters. */
const RITA_LOOKALIKES = [
  'Rita\u115F',
  'Rita\u3164',
  'R\u0456ta', // Cyrillic і
  'Rita\u1160',
  'Ri\uFFA0ta',
  'R\u200Bita',
  'Rita\u2800',
  'Rita\u180E',
  'Rit\u0430', // Cyrillic а
  'Ｒｉｔａ',
  'RITA',
];

describe('names are compared as they look', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const join = (code: string, displayName: string) => request(t.server).post('/api/guest/join').send({ roomCode: code, displayName });

  it('refuses a guest who takes the host’s name with invisible or look-alike characters, with the duplicate-name sentence', async () => {
    const host = await registerUser(t, { displayName: 'Rita', tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Look-alikes' }).expect(201)).body;
    for (const name of RITA_LOOKALIKES) {
      expect({ name, body: (await join(room.code, name).expect(409)).body }).toEqual({ name, body: taken(name) });
    }
    // Another name is welcome, and is itself protected the same way.
    await join(room.code, 'Olga').expect(200);
    expect((await join(room.code, '\u041Elga').expect(409)).body).toEqual(taken('\u041Elga')); // Cyrillic О
    expect((await join(room.code, 'Ritan').expect(200)).body.user.displayName).toBe('Ritan');
  });

  it('refuses a rename to a look-alike of someone in the room', async () => {
    const host = await registerUser(t, { displayName: 'Marta', tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Renames' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code, 'Pia');
    expect((await guest.agent.patch('/api/guest/me').send({ displayName: 'M\u0430rta\u3164' }).expect(409)).body).toEqual(taken('M\u0430rta\u3164'));
    await guest.agent.patch('/api/guest/me').send({ displayName: 'Marta B' }).expect(200);
  });

  it('refuses a name that shows nothing', async () => {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Blank' }).expect(201)).body;
    for (const name of ['\u3164', '\u115F\u1160', '\u200B\u200D', '\u2800 \uFFA0']) {
      expect((await join(room.code, name).expect(400)).body.message).toBe('Please enter both room code and your name');
    }
    const guest = await joinAsGuest(t, room.code, 'Visible');
    expect((await guest.agent.patch('/api/guest/me').send({ displayName: '\u3164\u3164' }).expect(400)).body.message).toBe('Please enter your name');
  });

  it('turns away a booted guest who comes back under a look-alike of their name', async () => {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Boots' }).expect(201)).body;
    const gus = await joinAsGuest(t, room.code, 'Gus');
    await host.agent.post(`/api/rooms/${room.roomId}/boot/${gus.user.userId}`).expect(200);
    for (const name of ['Gu\u0455', 'Gus\u3164', 'G\u200Bus', 'gus']) {
      expect((await join(room.code, name).expect(403)).body.message).toBe('You have been removed from this room');
    }
    await join(room.code, 'Gusto').expect(200);
  });

  it('folds case, width, invisible characters and look-alike letters into one key', () => {
    expect(guestNameKey('Rita\u115F')).toBe(guestNameKey('rita'));
    expect(guestNameKey('R\u0456ta')).toBe(guestNameKey('Rita'));
    expect(guestNameKey('Ｒｉｔａ\u200D')).toBe(guestNameKey('RITA'));
    expect(guestNameKey('Rita')).not.toBe(guestNameKey('Rina'));
    // An upper-case I looks like a lower-case l; upper and lower case are one name too.
    expect(sameName('Ian', 'lan')).toBe(true);
    expect(sameName('IAN', 'ian')).toBe(true);
    expect(sameName('Ivan', 'Iwan')).toBe(false);
    expect(nameInUse(['Zoe', 'Rita'], 'R\u0456t\u0430\u3164')).toBe(true);
    expect(nameInUse(['Zoe', 'Rita'], 'Rosa')).toBe(false);
  });
});
