import { useSyncExternalStore } from 'react';
import { getStore, setStore, STORE } from '../../../authProvider/session';
import { normalizeTags, type Tag } from './tagModel';

/** The open tabs, saved under Saber's `tagList` so they survive a reload; login and logout clear it. */
let tags: Tag[] = read();
const listeners = new Set<() => void>();

function read(): Tag[] {
  return normalizeTags(getStore<Tag[]>({ name: STORE.tags }));
}

export function setTags(next: Tag[]): void {
  tags = next;
  setStore({ name: STORE.tags, content: tags });
  listeners.forEach((listener) => listener());
}

/** Re-read after a sign-in: the session code cleared the stored tabs behind our back. */
export function reloadTags(): void {
  tags = read();
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const getTags = () => tags;
export const useTags = () => useSyncExternalStore(subscribe, getTags);
