import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { prepareLocale } from '../i18n';
import { getToken } from '../authProvider/session';
import { loadDeclarations } from '../resources/declarationStore';
import { addErrorLog } from './layout/errorLog/errorLogStore';
import { installGlobalErrorHandlers } from './layout/errorLog/installGlobalErrorHandlers';

installGlobalErrorHandlers();

// Vite reports a failed lazy chunk here (often a deploy replaced it); the page shows a reload button.
window.addEventListener('vite:preloadError', (event) =>
  addErrorLog((event as Event & { payload?: unknown }).payload ?? 'Loading chunk failed', 'vite:preloadError'),
);

/**
 * Real paths (/login, /wel/dashboard) rather than react-admin's default hash URLs, as docs/spec.md §2 names
 * them; a data router, because unsaved-changes warnings need one. The server falls back to index.html.
 */
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// A user who chose English earlier gets its messages before the first render (they are a chunk of their
// own); a page opened with a session gets the declarations its routes are built from (sign-in loads them
// otherwise), so a reload of /system/param finds its route at once.
void Promise.all([prepareLocale(), getToken() ? loadDeclarations().catch(() => undefined) : undefined]).then(() =>
  createRoot(document.getElementById('root')!, {
    // Render errors React recovered from (error boundaries) are logged by the boundary itself.
    onUncaughtError: (error, info) => addErrorLog(error, info.componentStack ?? ''),
  }).render(
    <StrictMode>
      {/*
      No transitions: react-admin answers a failed auth check with urgent updates (cache clear, re-check)
      that kept interrupting a transition-wrapped navigation to /login, re-running the redirect for
      seconds (a visitor opening /param saw a blank page; react-admin issue #10885).
    */}
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  ),
);
