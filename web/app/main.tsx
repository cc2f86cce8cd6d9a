// First: it sets zod up before any schema is built (see the module).
import { adoptStyleNonce } from './content-security-policy';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n-setup';
import { sessionStore } from '../shared/session/session-store';
import { AppRoot } from './app-root';
import { endFirstPaintAtTheLatest } from './first-paint';
import { preloadPageOf } from './lazy-pages';
import '../shared/design-tokens/tokens.css';
import './app.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

document.documentElement.lang = i18n.language;
adoptStyleNonce(document, globalThis as { __webpack_nonce__?: string });
// The page data list click analytics push onto (spec §3); an analytics tag reads it.
window.dataLayer ??= [];

// Issue 33: the page's own chunks start loading now, beside the session's request (lazy-pages.tsx).
preloadPageOf(window.location.pathname, sessionStore.getState().session);

// Issue 33: the server's first paint gives way when the first page is ready (first-paint.tsx), and at the latest after this.
endFirstPaintAtTheLatest();

const root = createRoot(container);
startTransition(() => root.render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AppRoot sessionStore={sessionStore} />
    </I18nextProvider>
  </StrictMode>,
));
