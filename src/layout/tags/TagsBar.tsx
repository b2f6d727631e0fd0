import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { focusRingWithin } from '../focusRing';
import { TagContextMenu, type MenuPosition } from './TagContextMenu';
import { TagLink } from './TagLink';
import { closeAllTags, closeOtherTags, closeTag, dashboardTag, isClosable, type Tag } from './tagModel';
import { getTags, setTags, useTags } from './tagStore';
import { useTagLabel, useTrackTags } from './useTrackTags';

/** The key that opens a context menu from the keyboard: the menu key, or Shift+F10. */
const isContextMenuKey = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

/**
 * The visited pages (docs/spec.md §2 "Tag tabs"), a `nav` of links: each tab leads to its page (a middle
 * click opens it in a new tab), the current one marked as the page. Delete closes the focused tab, as
 * its ✕ button does; the menu key or Shift+F10 opens the tabs' menu, as a right click does.
 */
export const TagsBar = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { layout } = useTheme();
  const current = useTrackTags();
  const labelOf = useTagLabel();
  const tags = useTags();
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [menu, setMenu] = useState<MenuPosition>();
  // The tab whose link takes the focus once the closed tab (which had it) has gone.
  const focusAfterClose = useRef<string>(undefined);

  // A tab closed from the strip (its ✕ or Delete) hands the focus to its neighbour, rather than to nowhere.
  const close = (tag: Tag) => {
    const before = getTags();
    const { tags: next, goTo } = closeTag(before, tag.key, current.key);
    if (next.length === before.length) return;
    const index = before.findIndex((candidate) => candidate.key === tag.key);
    focusAfterClose.current = (goTo ?? next[Math.max(0, index - 1)]).key;
    setTags(next);
    if (goTo) navigate(goTo.value);
  };
  const closeOthers = () => setTags(closeOtherTags(getTags(), current.key));
  const closeAll = () => {
    setTags(closeAllTags());
    navigate(dashboardTag.value);
  };

  useEffect(() => {
    const key = focusAfterClose.current;
    if (!key) return;
    focusAfterClose.current = undefined;
    listRef.current?.querySelector<HTMLElement>(`[data-tag-key="${CSS.escape(key)}"] a`)?.focus();
  }, [tags]);

  // The current page's tab scrolls into sight when the strip is wider than the bar.
  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({
      block: 'nearest',
      inline: 'nearest',
    });
  }, [current.key]);

  const onLinkKeyDown = (tag: Tag) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (isClosable(tags, tag)) close(tag);
    } else if (isContextMenuKey(event)) {
      event.preventDefault();
      setMenu({ anchorEl: event.currentTarget });
    }
  };
  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    // A context menu opened from the keyboard comes with no pointer position: it opens under the tab.
    setMenu(
      event.clientX === 0 && event.clientY === 0
        ? { anchorEl: event.currentTarget }
        : { top: event.clientY, left: event.clientX },
    );
  };

  return (
    <Box
      component="nav"
      aria-label={translate('app.tags.label', { _: '已打开的页面' })}
      data-testid="tags-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        minHeight: 40,
        flexShrink: 0,
        bgcolor: layout.tags,
        borderBottom: 1,
        borderColor: 'divider',
        px: 1,
        ...focusRingWithin,
      }}
    >
      <Box
        component="ul"
        ref={listRef}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'stretch',
          m: 0,
          p: 0,
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'thin',
        }}
      >
        {tags.map((tag) => (
          <TagLink
            key={tag.key}
            tag={tag}
            label={labelOf(tag)}
            current={tag.key === current.key}
            closable={isClosable(tags, tag)}
            hintId={hintId}
            onClose={() => close(tag)}
            onKeyDown={onLinkKeyDown(tag)}
            onContextMenu={onContextMenu}
          />
        ))}
      </Box>
      <span id={hintId} hidden>
        {translate('app.tags.keyboardHint', { _: '按 Delete 键关闭标签，按 Shift+F10 打开标签菜单' })}
      </span>
      <Tooltip title={translate('app.tags.more', { _: '更多' })}>
        <IconButton
          size="small"
          aria-label={translate('app.tags.more', { _: '更多' })}
          aria-haspopup="menu"
          onClick={(event) => setMenu({ anchorEl: event.currentTarget })}
          data-testid="tags-menu-button"
        >
          <MoreIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <TagContextMenu
        position={menu}
        onClose={() => setMenu(undefined)}
        onCloseOthers={closeOthers}
        onCloseAll={closeAll}
      />
    </Box>
  );
};
