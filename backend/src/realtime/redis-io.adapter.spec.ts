import { EventEmitter } from 'node:events';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { from, isObservable, type Observable, of } from 'rxjs';
import type { Socket } from 'socket.io';
import { KaraokeIoAdapter } from './redis-io.adapter.js';

/** As Nest's gateway hands a result to the adapter: a promise or a value, as an observable. */
const transform = (result: unknown): Observable<unknown> => (isObservable(result) ? result : result instanceof Promise ? from(result) : of(result));
const settle = () => new Promise((resolve) => setImmediate(resolve));

function bound(handlers: Partial<MessageMappingProperties>[]) {
  const socket = Object.assign(new EventEmitter(), { emit: jest.fn(EventEmitter.prototype.emit) });
  const adapter = new KaraokeIoAdapter({} as never);
  adapter.bindMessageHandlers(
    socket as unknown as Socket,
    handlers.map((handler) => ({ methodName: 'handler', isAckHandledManually: false, ...handler }) as MessageMappingProperties),
    transform,
  );
  return socket;
}

describe('the gateway’s messages on a socket (KaraokeIoAdapter.bindMessageHandlers)', () => {
  it('keeps nothing on the socket but one listener a message: no pipeline waiting for its disconnect', () => {
    const socket = bound([
      { message: 'room:join', callback: async () => ({ ok: true }) },
      { message: 'room:leave', callback: async () => ({ ok: true }) },
    ]);
    expect(socket.eventNames()).toEqual(['room:join', 'room:leave']);
    expect(socket.listenerCount('room:join')).toBe(1);
  });

  it('acknowledges with the handler’s settled answer, emits an answer that names an event, and answers nothing for null', async () => {
    const join = jest.fn(async (data: unknown) => ({ ok: true, data }));
    const socket = bound([
      { message: 'room:join', callback: join },
      { message: 'ping', callback: async () => ({ event: 'pong', data: 7 }) },
      { message: 'quiet', callback: async () => null },
    ]);
    const ack = jest.fn();
    socket.emit('room:join', { roomId: 'r1' }, ack);
    await settle();
    expect(join).toHaveBeenCalledWith({ roomId: 'r1' }, ack);
    expect(ack).toHaveBeenCalledWith({ ok: true, data: { roomId: 'r1' } });
    socket.emit('ping', 1);
    await settle();
    expect(socket.emit).toHaveBeenCalledWith('pong', 7);
    const quietAck = jest.fn();
    socket.emit('quiet', {}, quietAck);
    await settle();
    expect(quietAck).not.toHaveBeenCalled();
  });

  it('logs a handler’s failure, thrown or rejected, and goes on answering that message', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const socket = bound([
      {
        message: 'room:join',
        callback: (() => {
          calls += 1;
          if (calls === 1) throw new Error('thrown');
          if (calls === 2) return Promise.reject(new Error('rejected'));
          return Promise.resolve({ ok: true });
        }) as MessageMappingProperties['callback'],
      },
    ]);
    const ack = jest.fn();
    socket.emit('room:join', {}, ack);
    socket.emit('room:join', {}, ack);
    await settle();
    socket.emit('room:join', {}, ack);
    await settle();
    expect(ack).toHaveBeenCalledTimes(1);
    expect(ack).toHaveBeenCalledWith({ ok: true });
    expect(logged.mock.calls.map(([error]) => (error as Error).message)).toEqual(['thrown', 'rejected']);
    logged.mockRestore();
  });
});
