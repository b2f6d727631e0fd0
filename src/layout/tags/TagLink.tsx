import type { KeyboardEvent, MouseEvent } from 'react';
import { Box } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FOCUS_RING } from '../focusRing';
import type { Tag } from './tagModel';

interface Props {
  tag: Tag;
  label: string;
  current: boolean;
  closable: boolean;
  /** The hidden text telling the keys of a tab (Delete, Shift+F10). */
  hintId: string;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
  onContextMenu: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * One tab of the tags bar: a link to the page (its last address, list filters included) and, beside it
 * rather than inside it, its ✕ button named 关闭 <page>. The current page's tab is underlined.
 */
export const TagLink = ({ tag, label, current, closable, hintId, onClose, onKeyDown, onContextMenu }: Props) => {
  const translate = useTranslate();
  return (
    <Box
      component="li"
      data-testid="tag-tab"
      data-tag-key={tag.key}
      onContextMenu={onContextMenu}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexShrink: 0,
        color: current ? 'primary.main' : 'text.secondary',
        borderBottom: 2,
        borderColor: current ? 'primary.main' : 'transparent',
        '&:hover': { color: current ? 'primary.main' : 'text.primary' },
      }}
    >
      <Box
        component={Link}
        to={tag.value}
        aria-current={current ? 'page' : undefined}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          alignItems: 'center',
          alignSelf: 'stretch',
          pl: 1.5,
          pr: closable ? 0.5 : 1.5,
          fontSize: 13,
          fontWeight: 500,
          whiteSpace: 'nowrap',
          color: 'inherit',
          textDecoration: 'none',
        }}
      >
        {label}
      </Box>
      {closable && (
        <Box
          component="button"
          type="button"
          aria-label={`${translate('app.tags.close', { _: '关闭' })} ${label}`}
          data-testid="tag-close"
          onClick={onClose}
          sx={{
            display: 'inline-flex',
            mr: 1,
            p: '1px',
            border: 0,
            borderRadius: '50%',
            bgcolor: 'transparent',
            color: 'inherit',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            // Around the small button rather than over its ✕ (doubled to outrank the bar's own ring).
            '&&:focus-visible': { ...FOCUS_RING, outlineOffset: '1px' },
          }}
        >
          <CloseIcon sx={{ fontSize: 14 }} />
        </Box>
      )}
    </Box>
  );
};
