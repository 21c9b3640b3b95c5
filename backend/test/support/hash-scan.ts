import request from 'supertest';

/**
 * Watches every answer a suite receives through supertest and remembers any that contains an
 * argon2 hash, so a suite can assert that no route ever leaks one.
 */
export function watchForHashLeaks(): { leaks: string[]; answers: () => number; stop: () => void } {
  const proto = (request as unknown as { Test: { prototype: { end: (fn?: (err: unknown, res: request.Response) => void) => unknown } } }).Test.prototype;
  const original = proto.end;
  const leaks: string[] = [];
  let count = 0;
  proto.end = function end(this: unknown, fn?: (err: unknown, res: request.Response) => void) {
    return original.call(this, (err: unknown, res: request.Response) => {
      if (res) {
        count++;
        const text = res.text ?? JSON.stringify(res.body ?? '');
        if (/\$argon2/.test(text)) leaks.push(text.slice(0, 200));
      }
      fn?.(err, res);
    });
  };
  return { leaks, answers: () => count, stop: () => (proto.end = original) };
}
