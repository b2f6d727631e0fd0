import { useRef } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { tagLabel, useCurrentPage } from './tags/useTrackTags';
import { useHeadingTakesLostFocus } from './useHeadingTakesLostFocus';
import { visuallyHidden } from './visuallyHidden';

/**
 * The page's one `<h1>`: its title as its tab names it (参数管理, 参数管理-新增, 一户一档), for screen
 * readers and their list of headings. Out of sight, since the selected tab already shows that title;
 * screens give their own headings the levels below. It takes the focus a new page drops.
 */
export const PageHeading = () => {
  const translate = useTranslate();
  const page = useCurrentPage();
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingTakesLostFocus(heading);
  return (
    <Box component="h1" ref={heading} tabIndex={-1} sx={visuallyHidden} data-testid="page-heading">
      {tagLabel(page, translate)}
    </Box>
  );
};
