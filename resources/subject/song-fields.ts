import type { FieldDef } from '../types';
import { searchedTextField } from '../presets/fields';

/**
 * The song columns a prohibited song and a reported song share: the name and singer as written, and their
 * normalised forms that the match between the two reads (server/domains/subject/songs.ts keeps these on
 * every save). Pure data: no React, no server code.
 */

/** A song as written: its name (required, sorted) and its singer, both searched. */
export const songFields = [
  searchedTextField('songName', '歌曲名称', 'Song', 100, { sortable: true }),
  { name: 'singer', label: '演唱者', en: 'Singer', type: 'string', maxLength: 100, filter: true, search: true },
] as const satisfies readonly FieldDef[];

/** The normalised name (indexed: the match looks it up) and singer, kept by the server only. */
export const songKeyFields = [
  {
    name: 'nameKey',
    label: '歌曲名称(规范化)',
    en: 'Song (normalised)',
    type: 'string',
    maxLength: 100,
    serverOnly: true,
    index: true,
  },
  {
    name: 'singerKey',
    label: '演唱者(规范化)',
    en: 'Singer (normalised)',
    type: 'string',
    maxLength: 100,
    serverOnly: true,
  },
] as const satisfies readonly FieldDef[];
