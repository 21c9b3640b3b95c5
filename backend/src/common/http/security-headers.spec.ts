import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import request from 'supertest';
import { HELMET_OPTIONS, securityHeaders } from './security-headers.js';

describe('security headers computed once from @fastify/helmet', () => {
  it('are exactly the headers the plugin sets on every answer when registered the usual way', async () => {
    const usual = Fastify({ logger: false });
    await usual.register(fastifyHelmet, HELMET_OPTIONS);
    usual.get('/thing', async () => ({ ok: true }));
    await usual.ready();
    try {
      const answer = await request(usual.server).get('/thing').expect(200);
      const once = await securityHeaders();
      expect(Object.keys(once).length).toBeGreaterThan(8);
      for (const [name, value] of Object.entries(once)) expect([name, answer.headers[name]]).toEqual([name, value]);
      const helmetNames = Object.keys(answer.headers).filter((name) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name));
      expect(helmetNames.sort()).toEqual(Object.keys(once).sort());
    } finally {
      await usual.close();
    }
  });

  it('follow the options (the CSP directives given)', async () => {
    const headers = await securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'none'"] } } });
    expect(headers['content-security-policy']).toContain("default-src 'none'");
  });
});
