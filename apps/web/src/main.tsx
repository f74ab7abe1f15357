// First: nothing may parse with zod before it is told not to compile (lib/zod-jitless.ts).
import './lib/zod-jitless.ts';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadInitialLanguage } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A Thai or Chinese reader's catalogue arrives before the first paint; English is already here.
void loadInitialLanguage()
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
