import type { MouseEvent } from 'react';

/**
 * A click that opens a link here: the main button without a modifier (Enter on a link is one too).
 * Ctrl, ⌘, Shift or the middle button open it in another tab or window, and leave this page as it is.
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
