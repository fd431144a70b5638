import { AdminContext, AdminUI, CustomRoutes, Resource } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authProvider, dataProvider, queryClient, store } from './providers';
import { i18nProvider } from './i18n';
import { darkTheme, lightTheme } from './theme/themes';
import { useThemeMode } from './theme/themeMode';
import { Layout } from './layout/Layout';
import { CornerControls } from './layout/CornerControls';
import { Toaster } from './layout/notifications/Toaster';
import { ReactAdminNotifications } from './layout/notifications/ReactAdminNotifications';
import { SignIn } from './pages/SignIn';
import { SignUp } from './pages/SignUp';
import { NotFound } from './pages/NotFound';
import { RoleHome } from './pages/RoleHome';
import { AccessDenied } from './pages/AccessDenied';
import { VehicleDetails } from './pages/VehicleDetails';
import { Overview } from './pages/overview/Overview';
import { companies } from './resources/companies';
import { branches } from './resources/branches';
import { vehicles } from './resources/vehicles';
import { employee } from './resources/employee';
import { mandatoryMaintenance } from './resources/mandatory-maintenance';
import { generalMaintenance } from './resources/voluntary-maintenance';

/**
 * Every screen of Fleet (spec §2). The sign-in and sign-up screens live outside the dashboard, so
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
        <CornerControls />
        <Toaster />
        <Routes>
          <Route path="/" element={<SignIn />} />
          <Route path="/sign-in" element={<SignIn />} />
          <Route path="/sign-up" element={<SignUp />} />
          <Route
            path="/dashboard/*"
            element={
              <AdminUI
                requireAuth
                disableTelemetry
                layout={Layout}
                dashboard={RoleHome}
                loginPage={false}
                catchAll={NotFound}
                accessDenied={AccessDenied}
                notification={ReactAdminNotifications}
                title="Fleet"
              >
                <CustomRoutes>
                  {/* Fleet health for every role: what is due, and what maintenance costs. */}
                  <Route path="/overview" element={<Overview />} />
                </CustomRoutes>
                <Resource name="companies" {...companies} />
                <Resource name="branches" {...branches} />
                <Resource name="vehicles" {...vehicles}>
                  <Route path=":id/details" element={<VehicleDetails />} />
                </Resource>
                <Resource name="employee" {...employee}>
                  {/* The employees of one branch: a branch card opens this. */}
                  <Route path=":branchId" element={<employee.list />} />
                </Resource>
                <Resource name="mandatory-maintenance" {...mandatoryMaintenance} />
                <Resource name="voluntary-maintenance" {...generalMaintenance} />
              </AdminUI>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </AdminContext>
    </BrowserRouter>
  );
}
