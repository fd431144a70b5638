import { Suspense, type ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { LoadingIndicator, Loading } from 'react-admin';
import { useTranslate } from 'ra-core';
import { AppSidebar } from './sidebar/AppSidebar';
import { SidebarProvider, useSidebar } from './sidebar/sidebarState';
import { CornerControls } from './CornerControls';

function SidebarToggle() {
  const translate = useTranslate();
  const { open, isMobile, toggle } = useSidebar();
  const label = translate('fleet.layout.toggle_sidebar');
  return (
    <Tooltip title={`${label} (Ctrl+B)`}>
      <IconButton onClick={toggle} aria-label={label} size="small" edge="start">
        {open && !isMobile ? <MenuOpenIcon fontSize="small" /> : <MenuIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

/** The signed-in frame: sidebar, a slim header with the page title, and the screen. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppSidebar />
        <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            component="header"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              height: 56,
              px: 2,
              pr: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <SidebarToggle />
            {/* react-admin puts each screen's title here */}
            <Box
              id="react-admin-title"
              sx={{ flex: 1, minWidth: 0, typography: 'h6', fontSize: 18, fontWeight: 600, '& *': { fontSize: 'inherit' } }}
            />
            <LoadingIndicator />
            <CornerControls />
          </Box>
          <Box sx={{ flex: 1, p: { xs: 1, md: 2 } }}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </Box>
        </Box>
      </Box>
    </SidebarProvider>
  );
}
