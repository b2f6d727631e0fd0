import type { MouseEvent } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAIN_CONTENT_ID } from './ContentArea';
import { visuallyHidden } from './visuallyHidden';

/**
 * 跳到主要内容: the first stop of the Tab key, out of sight until it has the focus, so a keyboard user
 * passes the menu, the top bar and the tabs in one key press. It moves the focus to the page's `main`
 * itself: following `#main-content` would only scroll, and would put the fragment in the address.
 */
export const SkipLink = () => {
  const translate = useTranslate();
  const skip = (event: MouseEvent) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      data-testid="skip-link"
      sx={{
        ...visuallyHidden,
        '&:focus': {
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: 'tooltip',
          width: 'auto',
          height: 'auto',
          margin: 0,
          clip: 'auto',
          overflow: 'visible',
          px: 2,
          py: 1,
          borderRadius: 1,
          boxShadow: 3,
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontSize: 14,
          textDecoration: 'none',
          outline: '2px solid currentColor',
          outlineOffset: '2px',
        },
      }}
    >
      {translate('app.navbar.skipToContent', { _: '跳到主要内容' })}
    </Box>
  );
};
