export default async function globalTeardown(): Promise<void> {
  const { TEMPLATE_ENV, dropTemplate } = await import('./test-database.js');
  const template = process.env[TEMPLATE_ENV];
  if (template) await dropTemplate(template);
}
