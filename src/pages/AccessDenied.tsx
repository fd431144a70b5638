import { useEffect } from 'react';
import { useTranslate } from 'ra-core';
import { Navigate } from 'react-router-dom';
import { homeOf, SIGN_IN_PATH } from '../authProvider/homes';
import { readUserData } from '../authProvider/userData';
import { showToast } from '../layout/notifications/toasts';

/**
 * Spec §2: a role that may not open a screen is told so and lands on its home. react-admin sends
 * every refused screen here, using the permission table in `contract/`.
 */
export function AccessDenied() {
  const translate = useTranslate();
  const user = readUserData();

  useEffect(() => {
    showToast({ variant: 'destructive', title: translate('fleet.access.denied'), description: translate('fleet.access.ask') });
  }, [translate]);

  return <Navigate to={user ? homeOf(user.role) : SIGN_IN_PATH} replace />;
}
