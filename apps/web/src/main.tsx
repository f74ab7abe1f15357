import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import createCache from '@emotion/cache';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { cspNonceFrom } from './lib/csp-nonce.ts';
import { loadInitialLanguage } from './lib/i18n.ts';

// Every style emotion (MUI) inserts carries the nonce: the page runs under style-src 'self' 'nonce-…'.
const emotionCache = createCache({
  key: 'css',
  nonce: cspNonceFrom(document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content),
  prepend: true,
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A Thai or Chinese reader's catalogue arrives before the first paint; English is already here.
void loadInitialLanguage()
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App emotionCache={emotionCache} />
      </StrictMode>,
    ),
  );
