import { useAuthProvider } from 'ra-core';
import { Navigate, useParams } from 'react-router-dom';
import type { FleetAuthProvider } from '../authProvider';
import { signInThenTo } from '../authProvider/homes';

/**
 * `/v/<code>`, the address a vehicle's QR label carries (docs/yard.md): short enough for a small code,
 * and outside the dashboard so that it reads the same for everyone. It opens the vehicle's quick actions,
 * through sign-in first when nobody is signed in on this device.
 */
export function LabelEntry() {
  const { code = '' } = useParams();
  const signedIn = useAuthProvider<FleetAuthProvider>()?.signedInUser() ?? null;
  const quickActions = `/dashboard/v/${encodeURIComponent(code)}`;
  return <Navigate to={signedIn ? quickActions : signInThenTo(quickActions)} replace />;
}
