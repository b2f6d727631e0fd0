import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** Window title `<page>-<product>`; follows language changes (docs/spec.md §2). */
export function useDocumentTitle(label?: string): void {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useEffect(() => {
    const product = translate('app.title', { _: '文化市场监管后台' });
    document.title = label ? `${label}-${product}` : product;
  }, [label, translate, locale]);
}
