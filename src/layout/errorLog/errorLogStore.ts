import { getStore, setStore } from '../../../authProvider/session';

/** One entry of the local error log (docs/spec.md §3 "Local error log", §8). */
export interface ErrorLogEntry {
  type: string;
  message: string;
  stack: string;
  info: string;
  url: string;
  time: string;
}

const STORE_NAME = 'logsList';
/** A crash loop must not fill localStorage; the dialog shows the newest anyway. */
const MAX_ENTRIES = 200;

const listeners = new Set<() => void>();
let entries: ErrorLogEntry[] = readStored();

function readStored(): ErrorLogEntry[] {
  try {
    const stored = getStore<ErrorLogEntry[]>({ name: STORE_NAME });
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

function save(next: ErrorLogEntry[]) {
  entries = next;
  try {
    setStore({ name: STORE_NAME, content: entries });
  } catch {
    // storage full or disabled: the log still works for this page's lifetime
  }
  listeners.forEach((listener) => listener());
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatTime = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

export function addErrorLog(error: unknown, info = ''): void {
  const err =
    error instanceof Error
      ? error
      : new Error(typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)));
  const entry: ErrorLogEntry = {
    type: 'error',
    message: err.message,
    stack: err.stack ?? '',
    info,
    url: window.location.href,
    time: formatTime(new Date()),
  };
  save([entry, ...entries].slice(0, MAX_ENTRIES));
}

export const clearErrorLogs = () => save([]);
export const getErrorLogs = () => entries;
export function subscribeErrorLogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
