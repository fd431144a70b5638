import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { Box, IconButton, Tooltip } from '@mui/material';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { LoadingIndicator, Loading } from 'react-admin';
import { useTranslate } from 'ra-core';
import { AppSidebar } from './sidebar/AppSidebar';
import { SidebarProvider, useSidebar } from './sidebar/sidebarState';
import { CornerControls } from './CornerControls';
import { InboxBell } from './inbox/InboxBell';
import { OutboxButton } from './outbox/OutboxButton';
import { useSignedInUser } from '../authProvider/useSignedInUser';
import { OutboxSender } from './outbox/OutboxSender';
import { KeepYardCopy } from './yard/KeepYardCopy';
import { SCREEN_CONTENT_ID, SkipLink } from './SkipLink';

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

/**
 * Where the user's work is: a screen that opens in Fleet (after signing in, from the sidebar, a link, a
 * button or the browser's Back) takes the focus, so that the next Tab starts in it and a screen reader
 * reads it (it is named by the app bar's h1), not the page's body. A page the browser loads starts at
 * the top, as any page does, where the first Tab offers the skip link; so does the redirect that
 * follows it from /dashboard to the role's home.
 */
function useFocusOnNewScreen() {
  const content = useRef<HTMLDivElement>(null);
  const shownPath = useRef<string | null>(null);
  const atTop = useRef(true);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // Only a new path is a new screen: a filter or a page of the list changes the query, and the
    // focus stays where the user is typing.
    if (shownPath.current === pathname) return;
    const firstScreen = shownPath.current === null;
    shownPath.current = pathname;
    // The first screen came from the browser when it loaded the page (a POP; a sign-in arrives by the
    // sign-in page's redirect, a REPLACE), and a redirect that follows keeps it at the top.
    const byTheBrowser = firstScreen ? navigationType === 'POP' : navigationType === 'REPLACE';
    if (atTop.current && byTheBrowser) return;
    atTop.current = false;
    content.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);
  return content;
}

/** The signed-in frame: a skip link, the sidebar, a slim header with the screen's name (its h1), and the screen. */
export function Layout({ children }: { children: ReactNode }) {
  const content = useFocusOnNewScreen();
  const translate = useTranslate();
  const employeeId = useSignedInUser()?.id;
  return (
    <SidebarProvider>
      <SkipLink />
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
            {/* react-admin puts each screen's title here (a portal, so the lint sees it empty): the page's one h1. */}
            {/* A long word (Fahrzeugkontrollen on a phone) breaks, hyphenated where the browser can, rather than run under the bell. */}
            {/* eslint-disable-next-line jsx-a11y/heading-has-content */}
            <Box
              component="h1"
              id="react-admin-title"
              sx={{
                flex: 1,
                minWidth: 0,
                m: 0,
                typography: 'h6',
                fontSize: 18,
                fontWeight: 600,
                hyphens: 'auto',
                overflowWrap: 'anywhere',
                '& *': { fontSize: 'inherit' },
              }}
            />
            {/* react-admin passes the name on to its spinner (a progressbar a screen reader must be able to name) */}
            <LoadingIndicator aria-label={translate('ra.page.loading')} />
            {employeeId && <OutboxButton employeeId={employeeId} look="icon" />}
            {employeeId && <OutboxSender employeeId={employeeId} />}
            {employeeId && <KeepYardCopy personId={employeeId} />}
            <InboxBell />
            <CornerControls />
          </Box>
          <Box
            ref={content}
            id={SCREEN_CONTENT_ID}
            tabIndex={-1}
            role="region"
            aria-labelledby="react-admin-title"
            sx={{ flex: 1, p: { xs: 1, md: 2 }, outline: 'none' }}
          >
            {employeeId && <OutboxButton employeeId={employeeId} look="strip" />}
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </Box>
        </Box>
      </Box>
    </SidebarProvider>
  );
}
