import { addErrorLog } from './errorLogStore';

/** Uncaught errors outside React (docs/spec.md §8): scripts, handlers, promises nobody awaited. */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => {
    // Resource load failures (img, script) bubble here too, without an Error object.
    const error = event.error ?? new Error(event.message || 'Script error');
    addErrorLog(error, event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : 'window.onerror');
  });
  window.addEventListener('unhandledrejection', (event) => {
    addErrorLog(event.reason ?? 'Unhandled rejection', 'unhandledrejection');
  });
}
