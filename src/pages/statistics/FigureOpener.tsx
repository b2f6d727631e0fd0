import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  /** The address of the list of the records the figure counts. */
  to?: string;
  /** Shows the records on this screen instead (a family paging them itself). */
  onOpen?: () => void;
  children: ReactNode;
}

/**
 * A figure of a statistics table that opens the records behind it, as something the keyboard reaches:
 * a link to their list, or a button showing them below; neither, plain text. The cell around it opens
 * the same on a click anywhere in it, so the link's own click goes no further.
 */
export const FigureOpener = ({ to, onOpen, children }: Props) => {
  const stop = (event: MouseEvent) => event.stopPropagation();
  if (to)
    return (
      <Link component={RouterLink} to={to} onClick={stop}>
        {children}
      </Link>
    );
  if (onOpen)
    return (
      <Link
        component="button"
        type="button"
        onClick={(event: MouseEvent) => {
          stop(event);
          onOpen();
        }}
        sx={{ font: 'inherit', verticalAlign: 'baseline' }}
      >
        {children}
      </Link>
    );
  return <>{children}</>;
};
