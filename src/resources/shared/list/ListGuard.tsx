import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LogoutOnMount, useAuthProvider, useBasename, useResourceContext } from 'ra-core';
import type { FleetAuthProvider } from '../../../authProvider';

/**
 * A list screen's access check, made before its first render. react-admin's own check asks the auth
 * provider in two rounds of rendering (signed in, then may open the list) before it fetches the list,
 * a quarter of a second of a first visit; Fleet's answer is known at once from the stored user, and
 * the sign-in itself was checked above every screen (AdminUI's requireAuth, src/Dashboard.tsx). So the
 * lists inside skip react-admin's check (`disableAuthentication`), and a role that may not open the
 * screen goes where react-admin would send it, before any call is made.
 */
export function ListGuard({ children }: { children: ReactNode }) {
  const resource = useResourceContext();
  const basename = useBasename();
  const authProvider = useAuthProvider<FleetAuthProvider>();
  if (!resource || !authProvider || authProvider.mayOpenList(resource)) return <>{children}</>;
  // Signed out meanwhile (in another tab): signed out here too, as react-admin's check would, which
  // also forgets the cached lists and the store before going to the sign-in page.
  if (!authProvider.signedInUser()) return <LogoutOnMount />;
  return <Navigate to={`${basename}/access-denied`} />;
}
