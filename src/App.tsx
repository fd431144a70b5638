import { AdminContext } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authProvider, dataProvider, queryClient, store } from './providers';
import { i18nProvider } from './i18n';
import { darkTheme, lightTheme } from './theme/themes';
import { useThemeMode } from './theme/themeMode';
import { FixedCornerControls } from './layout/CornerControls';
import { Toaster } from './layout/notifications/Toaster';
import { SignIn } from './pages/SignIn';
import { SignUp } from './pages/SignUp';
import { NotFound } from './pages/NotFound';
import { LabelEntry } from './pages/LabelEntry';
import { UpdateReady } from './sw/UpdateReady';
import { resourceNamed } from './resources';
import { lazyScreen } from './resources/resource';

// The signed-in screens load only when one is opened: the sign-in page does not wait for them. A
// page that opens on one of them asks for them at once, beside the app, and is first rendered once
// they are in (src/main.tsx), so that nothing on the way suspends.
const Dashboard = lazyScreen(() => import('./Dashboard').then((module) => module.default));
const [, area, screen] = window.location.pathname.split('/');
/** Settles when the screens the page opens on have loaded, or failed to (rendering then meets that failure, as before). */
export const openingScreens: Promise<unknown> =
  area === 'dashboard'
    ? Promise.all([Dashboard.preload(), screen && resourceNamed(screen)?.list?.preload()]).catch(() => undefined)
    : Promise.resolve();

/**
 * Every screen of Fleet (docs/screens.md, Routes and access). The sign-in and sign-up screens live outside the dashboard, so
 * react-admin's <Admin> is used in its two halves: AdminContext (providers, shared by every screen)
 * around the router, and AdminUI (the signed-in screens) mounted at /dashboard. Each resource is
 * named after its route segment; the sidebar and the guards read the permission table in contract/.
 */
export function App() {
  const { resolved } = useThemeMode();
  return (
    <BrowserRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        basename="/dashboard"
        theme={resolved === 'dark' ? darkTheme : lightTheme}
        darkTheme={null}
      >
        {/* The page background and colour scheme, for the auth screens as for the dashboard */}
        <CssBaseline enableColorScheme />
        <FixedCornerControls />
        <Toaster />
        <UpdateReady />
        <Routes>
          <Route path="/" element={<SignIn />} />
          <Route path="/sign-in" element={<SignIn />} />
          <Route path="/sign-up" element={<SignUp />} />
          {/* A vehicle's QR label (docs/yard.md): its quick actions, after sign-in when needed. */}
          <Route path="/v/:code" element={<LabelEntry />} />
          <Route path="/dashboard/*" element={<Dashboard />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </AdminContext>
    </BrowserRouter>
  );
}
