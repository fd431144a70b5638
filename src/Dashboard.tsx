import { lazy, Suspense } from 'react';
import { AdminUI, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { ReactAdminNotifications } from './layout/notifications/ReactAdminNotifications';
import { ScreenNotFound } from './pages/NotFound';
import { RoleHome } from './pages/RoleHome';
import { AccessDenied } from './pages/AccessDenied';
import { RESOURCES } from './resources';

/**
 * The signed-in screens, under /dashboard (src/App.tsx mounts them there, loaded on first use): the
 * overview, then one screen per resource of src/resources/index.ts, each named after its address;
 * the sidebar and the guards read the permission table in contract/.
 */
// The overview's charts load when first opened, not with every list.
const Overview = lazy(() => import('./pages/overview/Overview').then((module) => ({ default: module.Overview })));
const Inbox = lazy(() => import('./pages/inbox/Inbox').then((module) => ({ default: module.Inbox })));
const Outbox = lazy(() => import('./pages/outbox/Outbox').then((module) => ({ default: module.Outbox })));
const QuickActions = lazy(() => import('./pages/quick-actions/QuickActions').then((module) => ({ default: module.QuickActions })));
const HistoryScreen = lazy(() => import('./pages/history/HistoryScreen').then((module) => ({ default: module.HistoryScreen })));
const ReminderSettings = lazy(() =>
  import('./pages/reminder-settings/ReminderSettings').then((module) => ({ default: module.ReminderSettings })),
);

export default function Dashboard() {
  return (
    <AdminUI
      requireAuth
      disableTelemetry
      layout={Layout}
      dashboard={RoleHome}
      loginPage={false}
      catchAll={ScreenNotFound}
      accessDenied={AccessDenied}
      notification={ReactAdminNotifications}
      title="Fleet"
    >
      <CustomRoutes>
        {/* Fleet health for every role: what is due, and what maintenance costs. */}
        <Route
          path="/overview"
          element={
            <Suspense fallback={null}>
              <Overview />
            </Suspense>
          }
        />
        {/* Everyone's own reminders (docs/reminders.md); the bell in the app bar opens the newest. */}
        <Route
          path="/notifications"
          element={
            <Suspense fallback={null}>
              <Inbox />
            </Suspense>
          }
        />
        {/* What this device made without a connection, waiting to be sent or refused (docs/yard.md, Offline). */}
        <Route
          path="/outbox"
          element={
            <Suspense fallback={null}>
              <Outbox />
            </Suspense>
          }
        />
        {/* A vehicle's QR label: its quick actions for the person's role (docs/yard.md). */}
        <Route
          path="/v/:code"
          element={
            <Suspense fallback={null}>
              <QuickActions />
            </Suspense>
          }
        />
        {/* How reminders reach each person, and for admins the company's check and deliveries. */}
        <Route
          path="/reminder-settings"
          element={
            <Suspense fallback={null}>
              <ReminderSettings />
            </Suspense>
          }
        />
        {/* Who changed what, and when (docs/history.md): for everyone but users, the drivers. */}
        <Route
          path="/history"
          element={
            <Suspense fallback={null}>
              <HistoryScreen />
            </Suspense>
          }
        />
      </CustomRoutes>
      {RESOURCES.map(({ name, list, icon, recordRepresentation, routes }) => (
        <Resource key={name} name={name} list={list} icon={icon} recordRepresentation={recordRepresentation}>
          {routes}
        </Resource>
      ))}
    </AdminUI>
  );
}
