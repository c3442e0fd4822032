/**
 * The web's message catalogues compiled as they are imported (decision 028): each
 * `src/locales/<language>/<area>.json` reaches the browser as Lingui's compiled
 * messages (arrays, no ICU parser in the bundle), still JSON, so Vite's own JSON
 * handling and TypeScript's types of the file (its keys) are the same as the source's.
 * A message that does not compile fails the build.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/;

export function compiledCatalogues(): Plugin {
  return {
    name: 'bcs-compiled-catalogues',
    enforce: 'pre',
    transform(source, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages: Record<string, string> = JSON.parse(source);
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, compileMessageOrThrow(message)];
          } catch (error) {
            throw new Error(`${id}: message "${key}" does not compile: ${error}`);
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
