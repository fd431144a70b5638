import { Box, Drawer, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslate } from 'ra-core';
import { BranchSelector } from './BranchSelector';
import { NavigationEntries } from './NavigationEntries';
import { SidebarFooter } from './SidebarFooter';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICONS, SIDEBAR_WIDTH_MOBILE, useSidebar, useSidebarExpanded } from './sidebarState';

function SidebarContent() {
  const translate = useTranslate();
  const expanded = useSidebarExpanded();
  return (
    // A landmark of its own: the name, the branch, the navigation and who is signed in.
    <Box component="aside" aria-label={translate('fleet.layout.sidebar')} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ p: 1, pt: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: expanded ? 1 : 0, justifyContent: expanded ? 'flex-start' : 'center' }}
        >
          <Box
            sx={{
              width: 28,
              height: 28,
              borderRadius: 1.5,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
            }}
          >
            <LocalShippingIcon sx={{ fontSize: 18 }} />
          </Box>
          {expanded && (
            <Typography sx={{ fontWeight: 700 }} variant="subtitle1">
              {translate('fleet.app.name')}
            </Typography>
          )}
        </Box>
        <BranchSelector />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <NavigationEntries />
      </Box>
      <SidebarFooter />
    </Box>
  );
}

/**
 * docs/screens.md, Layout: 16rem wide, or 3rem of icons when collapsed; below 768 px a drawer of 18rem that
 * a toggle opens.
 */
export function AppSidebar() {
  const translate = useTranslate();
  const { open, openMobile, isMobile, setOpenMobile } = useSidebar();
  const paper = { bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider', overflowX: 'hidden' };

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={openMobile}
        onClose={() => setOpenMobile(false)}
        // MUI makes the open drawer a dialog: it is named as the sidebar is.
        slotProps={{ paper: { sx: { ...paper, width: SIDEBAR_WIDTH_MOBILE }, 'aria-label': translate('fleet.layout.sidebar') } }}
        data-testid="sidebar"
        data-state={openMobile ? 'expanded' : 'collapsed'}
      >
        <SidebarContent />
      </Drawer>
    );
  }
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICONS;
  return (
    <Drawer
      variant="permanent"
      data-testid="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      sx={{ width, flexShrink: 0, transition: 'width 200ms ease' }}
      slotProps={{ paper: { sx: { ...paper, width, transition: 'width 200ms ease' } } }}
    >
      <SidebarContent />
    </Drawer>
  );
}
