import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { ContentArea } from './ContentArea';
import { MenuProvider } from './menu/MenuContext';
import { ScreenLevelProvider } from './ScreenLevelContext';
import { Sidebar } from './sidebar/Sidebar';
import { SkipLink } from './SkipLink';
import { TagsBar } from './tags/TagsBar';
import { TopBar } from './topbar/TopBar';

/**
 * The signed-in shell of docs/spec.md §2: skip link, sidebar, top bar, tag tabs, page. The tab, the window
 * title and the page's hidden <h1> name the page, so react-admin's <Title> has no slot to render into
 * and stays silent.
 */
const AppLayout = ({ children }: { children: ReactNode }) => (
  <MenuProvider>
    <ScreenLevelProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipLink />
        <Sidebar />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ position: 'sticky', top: 0, zIndex: 3 }}>
            <TopBar />
            <TagsBar />
          </Box>
          <ContentArea>{children}</ContentArea>
        </Box>
      </Box>
    </ScreenLevelProvider>
  </MenuProvider>
);

export default AppLayout;
