import { onTestFinished } from 'vitest';
import { loadLanguage } from '../lib/i18n';

/**
 * Renders the rest of the test as a Spanish page would (its catalogues loaded and
 * active), English again after it. The router of a test has no '/es' basename: links
 * read as the English paths they are under it.
 */
export async function inSpanish(): Promise<void> {
  await loadLanguage('es');
  onTestFinished(() => loadLanguage('en'));
}
