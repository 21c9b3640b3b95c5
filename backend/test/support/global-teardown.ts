import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const { TEMPLATE_ENV, dropTemplate } = await import('./test-database.js');
  const template = process.env[TEMPLATE_ENV];
  if (template) await dropTemplate(template);
  // The temporary directory global setup made in /dev/shm (KP_TEST_TMPDIR there), with everything left in it.
  const memoryTmpdir = process.env.KP_TEST_TMPDIR;
  if (memoryTmpdir) fs.rmSync(memoryTmpdir, { recursive: true, force: true });
}
