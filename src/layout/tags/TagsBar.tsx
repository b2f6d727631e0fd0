import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, IconButton, Tab, Tabs, Tooltip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { TagContextMenu, type MenuPosition } from './TagContextMenu';
import { closeAllTags, closeOtherTags, closeTag, dashboardTag, isClosable, type Tag } from './tagModel';
import { getTags, setTags, useTags } from './tagStore';
import { useTagLabel, useTrackTags } from './useTrackTags';

/** The visited pages as tabs (docs/spec.md §2 "Tag tabs"); Delete closes the focused tab. */
export const TagsBar = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { layout } = useTheme();
  const current = useTrackTags();
  const labelOf = useTagLabel();
  const tags = useTags();
  const [menu, setMenu] = useState<MenuPosition>();

  const close = (tag: Tag) => {
    const { tags: next, goTo } = closeTag(getTags(), tag.key, current.key);
    setTags(next);
    if (goTo) navigate(goTo.value);
  };
  const closeOthers = () => setTags(closeOtherTags(getTags(), current.key));
  const closeAll = () => {
    setTags(closeAllTags());
    navigate(dashboardTag.value);
  };

  const onTabKeyDown = (tag: Tag) => (event: KeyboardEvent) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && isClosable(tags, tag)) {
      event.preventDefault();
      close(tag);
    }
  };
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    setMenu({ top: event.clientY, left: event.clientX });
  };

  const selected = tags.some((tag) => tag.key === current.key) ? current.key : false;

  return (
    <Box
      data-testid="tags-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: 40,
        flexShrink: 0,
        bgcolor: layout.tags,
        borderBottom: 1,
        borderColor: 'divider',
        px: 1,
      }}
    >
      <Tabs
        value={selected}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('app.tags.label', { _: '已打开的页面' })}
        sx={{ flex: 1, minHeight: 40, '& .MuiTabs-indicator': { height: 2 } }}
      >
        {tags.map((tag) => {
          const closable = isClosable(tags, tag);
          return (
            <Tab
              key={tag.key}
              value={tag.key}
              onClick={() => navigate(tag.value)}
              onContextMenu={onContextMenu}
              onKeyDown={onTabKeyDown(tag)}
              data-testid="tag-tab"
              data-tag-key={tag.key}
              sx={{ minHeight: 40, py: 0, px: 1.5, fontSize: 13, minWidth: 0 }}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {labelOf(tag)}
                  {closable && (
                    <Box
                      component="span"
                      role="button"
                      aria-label={translate('app.tags.close', { _: '关闭' }) + ' ' + labelOf(tag)}
                      data-testid="tag-close"
                      onClick={(event) => {
                        event.stopPropagation();
                        close(tag);
                      }}
                      sx={{
                        display: 'inline-flex',
                        borderRadius: '50%',
                        p: '1px',
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      <CloseIcon sx={{ fontSize: 14 }} />
                    </Box>
                  )}
                </Box>
              }
            />
          );
        })}
      </Tabs>
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
