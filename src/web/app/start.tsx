import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { languageOfPage, loadLanguage } from '../lib/i18n';
import { App } from './app';
import { createAppRouter, whenRouterReady } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const language = languageOfPage();
const router = createAppRouter(language);
void Promise.all([loadLanguage(language), whenRouterReady(router)]).then(() => {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices and lets the browser
  // answer input in between, instead of one long task on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
