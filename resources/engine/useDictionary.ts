import { useDataProvider, useLocaleState } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { BladeDataProvider } from '../../dataProvider';
import type { FieldDef } from '../types';

export interface DictItem {
  dictKey: string;
  dictValue: string;
  /** The entry's English name; blank shows the Chinese one in English mode too. */
  enName?: string | null;
}

export interface Choice {
  id: string;
  name: string;
}

const dictUrl = (biz?: boolean) =>
  biz ? '/api/blade-system/dict-biz/dictionary' : '/api/blade-system/dict/dictionary';

/**
 * Choices of a field: its dictionary (system or business) or its static choices, named in the app's
 * language (an entry's or choice's English name in English mode, when it has one). Keys are strings
 * because Blade dictionaries key by string even for numeric columns.
 */
export function useFieldChoices(field: Pick<FieldDef, 'dict' | 'choices'>) {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const [locale] = useLocaleState();
  const english = locale === 'en';
  const dict = field.dict;
  const query = useQuery({
    queryKey: ['app', 'dictionary', dict?.biz ? 'biz' : 'system', dict?.code],
    queryFn: () => dataProvider.call<DictItem[]>({ url: dictUrl(dict?.biz), params: { code: dict?.code } }),
    enabled: !!dict,
    staleTime: 10 * 60_000,
  });
  if (!dict) {
    const choices = (field.choices ?? []).map((c) => ({ id: c.id, name: english && c.en ? c.en : c.name }));
    return { choices, isPending: false };
  }
  const choices: Choice[] = (Array.isArray(query.data) ? query.data : []).map((item) => ({
    id: String(item.dictKey),
    name: english && item.enName?.trim() ? item.enName.trim() : item.dictValue,
  }));
  return { choices, isPending: query.isPending };
}

export const hasChoices = (field: Pick<FieldDef, 'dict' | 'choices'>) => !!field.dict || !!field.choices?.length;
