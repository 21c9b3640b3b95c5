import { compileMessage } from '@lingui/message-utils/compileMessage';

/** A language's catalog compiled once as it loads (ICU MessageFormat: plurals and all); its own chunk. */
export function compileCatalog(catalog: Record<string, string>) {
  return Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));
}
