import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../routes/useDocumentTitle';
import { useMenu } from '../menu/MenuContext';
import { describePage } from './describePage';
import { getTags, reloadTags, setTags } from './tagStore';
import { upsertTag, type Tag } from './tagModel';

export const tagLabel = (tag: Tag, translate: (key: string, options?: Record<string, unknown>) => string) =>
  tag.meta?.i18n ? translate(tag.meta.i18n, { _: tag.label }) : tag.label;

/**
 * A kept tab's label in the current language: the tab was named when it was visited, perhaps in the
 * other language, so its place is described again with today's menu (whose names follow the language).
 */
export function useTagLabel(): (tag: Tag) => string {
  const { leaves } = useMenu();
  const translate = useTranslate();
  return (tag) => {
    if (tag.meta?.i18n) return tagLabel(tag, translate);
    const at = new URL(tag.value, 'http://tab');
    return tagLabel(describePage(at.pathname, at.search, leaves, translate), translate);
  };
}

/** The page at the current location as a tab describes it: its key, address and label. */
export function useCurrentPage(): Tag {
  const { pathname, search } = useLocation();
  const { leaves } = useMenu();
  const translate = useTranslate();
  return useMemo(() => describePage(pathname, search, leaves, translate), [pathname, search, leaves, translate]);
}

/** Each visited page becomes a tab unless its meta says isTab: false; the title follows (docs/spec.md §2). */
export function useTrackTags(): Tag {
  const translate = useTranslate();
  const page = useCurrentPage();

  useEffect(() => reloadTags(), []);

  useEffect(() => {
    if (page.meta.isTab === false) return;
    setTags(upsertTag(getTags(), page));
  }, [page]);

  useDocumentTitle(tagLabel(page, translate));
  return page;
}
