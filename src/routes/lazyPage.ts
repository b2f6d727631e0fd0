import { lazy, type ComponentType } from 'react';

/** Spec §8: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_FAILED = 'Loading chunk failed';

export function withChunkTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(CHUNK_FAILED)), CHUNK_TIMEOUT_MS);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new Error(CHUNK_FAILED, { cause: error }));
      },
    );
  });
}

/** React.lazy with the chunk timeout and one failure message the error page recognises. */
export const lazyPage = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => withChunkTimeout(load));
