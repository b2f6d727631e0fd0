/** Tag tabs (docs/spec.md §2 "Tag tabs"): pure list operations, so the rules are easy to test. */

export interface TagMeta {
  /** Translation key of the label; the stored label is its fallback. */
  i18n?: string;
  isTab?: boolean;
  [key: string]: unknown;
}

export interface Tag {
  label: string;
  /** Where the tab leads: the full path of the page as last seen (list filters included). */
  value: string;
  /** Identity of the tab: one tab per page, whatever its list filters. */
  key: string;
  params: Record<string, string>;
  query: Record<string, string>;
  meta: TagMeta;
}

export const DASHBOARD_PATH = '/wel/dashboard';

export const dashboardTag: Tag = {
  label: '控制台',
  value: DASHBOARD_PATH,
  key: DASHBOARD_PATH,
  params: {},
  query: {},
  meta: { i18n: 'app.route.dashboard' },
};

/**
 * An iframe page is one tab per embedded address; a subject's one-household page one tab per subject,
 * whichever of its tabs is open (`/busdetail/:id/:type?`); any other page is one tab per path.
 */
export function tagKeyOf(pathname: string, search: string): string {
  if (pathname.startsWith('/myiframe/')) return `${pathname}?src=${new URLSearchParams(search).get('src') ?? ''}`;
  const household = /^\/busdetail\/[^/]+/.exec(pathname);
  if (household) return household[0];
  return pathname;
}

/** The console always leads the list; the rest keep their opening order. */
export function normalizeTags(tags: readonly Tag[] | undefined): Tag[] {
  const rest = (Array.isArray(tags) ? tags : []).filter(
    (tag) => tag && typeof tag.key === 'string' && tag.key !== DASHBOARD_PATH,
  );
  const dashboard = (tags ?? []).find((tag) => tag?.key === DASHBOARD_PATH);
  return [dashboard ?? dashboardTag, ...rest];
}

export function upsertTag(tags: readonly Tag[], tag: Tag): Tag[] {
  const index = tags.findIndex((candidate) => candidate.key === tag.key);
  if (index === -1) return normalizeTags([...tags, tag]);
  const next = [...tags];
  next[index] = { ...tags[index], ...tag };
  return normalizeTags(next);
}

export const isClosable = (tags: readonly Tag[], tag: Tag) => tag.key !== DASHBOARD_PATH && tags.length > 1;

/** Closing a tab; when it was the current one, the neighbour to its left (or right) takes over. */
export function closeTag(tags: readonly Tag[], key: string, currentKey: string): { tags: Tag[]; goTo?: Tag } {
  const index = tags.findIndex((tag) => tag.key === key);
  if (index === -1 || !isClosable(tags, tags[index])) return { tags: [...tags] };
  const next = tags.filter((tag) => tag.key !== key);
  const goTo = key === currentKey ? (next[Math.max(0, index - 1)] ?? next[0]) : undefined;
  return { tags: next, goTo };
}

export const closeOtherTags = (tags: readonly Tag[], keepKey: string): Tag[] =>
  normalizeTags(tags.filter((tag) => tag.key === keepKey));

export const closeAllTags = (): Tag[] => [dashboardTag];
