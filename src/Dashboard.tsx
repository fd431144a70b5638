import { lazy, Suspense } from 'react';
import { AdminUI, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { ReactAdminNotifications } from './layout/notifications/ReactAdminNotifications';
import { NotFound } from './pages/NotFound';
import { RoleHome } from './pages/RoleHome';
import { AccessDenied } from './pages/AccessDenied';
import { companies } from './resources/companies';
import { branches } from './resources/branches';
import { vehicles } from './resources/vehicles';
import { employee } from './resources/employee';
import { mandatoryMaintenance } from './resources/mandatory-maintenance';
import { generalMaintenance } from './resources/voluntary-maintenance';

/**
 * The signed-in screens, under /dashboard (src/App.tsx mounts them there, loaded on first use): each
 * resource is named after its route segment; the sidebar and the guards read the permission table in
 * contract/.
 */
// The overview's charts and a vehicle's page load when first opened, not with every list.
const Overview = lazy(() => import('./pages/overview/Overview').then((module) => ({ default: module.Overview })));
const VehicleDetails = lazy(() => import('./pages/VehicleDetails').then((module) => ({ default: module.VehicleDetails })));

export default function Dashboard() {
  return (
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
        <Route path="/overview" element={<Suspense fallback={null}><Overview /></Suspense>} />
      </CustomRoutes>
      <Resource name="companies" {...companies} />
      <Resource name="branches" {...branches} />
      <Resource name="vehicles" {...vehicles}>
        <Route path=":id/details" element={<Suspense fallback={null}><VehicleDetails /></Suspense>} />
      </Resource>
      <Resource name="employee" {...employee}>
        {/* The employees of one branch: a branch card opens this. */}
        <Route path=":branchId" element={<employee.list />} />
      </Resource>
      <Resource name="mandatory-maintenance" {...mandatoryMaintenance} />
      <Resource name="voluntary-maintenance" {...generalMaintenance} />
    </AdminUI>
  );
}
