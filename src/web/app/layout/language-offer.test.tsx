import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LanguageOffer } from './language-offer';

/** This test's browser asks for `languages` first; the cookie starts empty. */
function browserLanguages(...languages: string[]) {
  const own = Object.getOwnPropertyDescriptor(navigator, 'languages');
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  onTestFinished(() => {
    if (own) Object.defineProperty(navigator, 'languages', own);
    else Reflect.deleteProperty(navigator, 'languages');
    // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the answer it gave
    document.cookie = 'lang=; path=/; max-age=0';
  });
}

describe('the first-visit language offer', () => {
  it('offers a Spanish browser the page in Spanish, in Spanish, once', async () => {
    browserLanguages('es-MX', 'es', 'en');
    const first = renderWithProviders(<LanguageOffer />, { path: '/jobs?q=cook', route: '/jobs' });
    const offer = await screen.findByRole('complementary', {
      name: 'Esta página también está en español.',
    });
    expect(offer.lang).toBe('es');
    screen.getByRole('button', { name: 'Verla en español' });
    await first.user.click(screen.getByRole('button', { name: 'No, gracias' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.cookie).toContain('lang=en');
    first.unmount();

    renderWithProviders(<LanguageOffer />, { path: '/jobs', route: '/jobs' });
    await first.settled();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('offers nothing to a browser that reads the page’s language', async () => {
    browserLanguages('en-US', 'es');
    const { settled } = renderWithProviders(<LanguageOffer />);
    await settled();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
