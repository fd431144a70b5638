import { Navigate } from 'react-router-dom';
import { homeOf, SIGN_IN_PATH } from '../authProvider/homes';
import { useSignedInUser } from '../authProvider/useSignedInUser';

/** docs/screens.md, Routes and access: /dashboard sends each role to its home. */
export function RoleHome() {
  const user = useSignedInUser();
  return <Navigate to={user ? homeOf(user.role) : SIGN_IN_PATH} replace />;
}
