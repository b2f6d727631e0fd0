import { IconButton } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  onToggle: () => void;
  /** What the row is called (西湖区): the button is named 展开 西湖区 / 收起 西湖区, else 展开 / 收起. */
  caption?: string;
}

/**
 * The button unfolding a tree row's children: named by what it does to which row, its state told by
 * `aria-expanded`; a button in the row, so Tab reaches it and Enter or Space toggles it.
 */
export const TreeToggle = ({ open, onToggle, caption }: Props) => {
  const translate = useTranslate();
  const name = caption
    ? translate(open ? 'app.tree.collapse' : 'app.tree.expand', {
        _: open ? '收起 %{caption}' : '展开 %{caption}',
        caption,
      })
    : translate(open ? 'app.tree.collapseRow' : 'app.tree.expandRow', { _: open ? '收起' : '展开' });
  return (
    <IconButton size="small" onClick={onToggle} aria-expanded={open} aria-label={name} data-testid="tree-toggle">
      {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
    </IconButton>
  );
};
