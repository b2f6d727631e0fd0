import { useEffect, useState } from 'react';

/**
 * Pinyin keys of menu names, so the menu searches find 用户管理 by `yonghu` or `yhgl`. pinyin-pro and
 * its dictionary are large, so they load (a lazy chunk) the first time a search opens, never with
 * the login page; until then, and if the chunk cannot load, the searches match names only.
 */

export interface PinyinKeys {
  /** Full pinyin without tones or spaces, lower case; other characters kept (`Test页面` → `testyemian`). */
  full: string;
  /** First letter of each character's pinyin, other characters kept (`用户管理` → `yhgl`). */
  initials: string;
}

export type PinyinOf = (label: string) => PinyinKeys;

/** pinyin-pro's `pinyin` as far as the keys use it. */
type PinyinFn = (text: string, options: { toneType: 'none'; type: 'array'; pattern?: 'first' }) => string[];

/** Lower case, no white space: how both the keys and a query are compared. */
export const compactText = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The keys function over pinyin-pro's `pinyin`, remembering each label it has seen. */
export function pinyinKeysWith(pinyin: PinyinFn): PinyinOf {
  const seen = new Map<string, PinyinKeys>();
  return (label) => {
    let keys = seen.get(label);
    if (!keys) {
      keys = {
        full: compactText(pinyin(label, { toneType: 'none', type: 'array' }).join('')),
        initials: compactText(pinyin(label, { toneType: 'none', type: 'array', pattern: 'first' }).join('')),
      };
      seen.set(label, keys);
    }
    return keys;
  };
}

let loaded: PinyinOf | undefined;
let loading: Promise<PinyinOf> | undefined;

export function loadPinyin(): Promise<PinyinOf> {
  loading ??= import('pinyin-pro').then(
    ({ pinyin }) => (loaded = pinyinKeysWith(pinyin as PinyinFn)),
    (error: unknown) => {
      // Offline or a stale deployment: try again the next time a search opens.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The pinyin keys function once `active` has been true (a search opened or focused); undefined before. */
export function useMenuPinyin(active: boolean): PinyinOf | undefined {
  const [keysOf, setKeysOf] = useState<PinyinOf | undefined>(() => loaded);
  useEffect(() => {
    if (!active || keysOf) return;
    let live = true;
    loadPinyin().then(
      (fn) => live && setKeysOf(() => fn),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [active, keysOf]);
  return keysOf;
}
