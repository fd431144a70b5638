import { useEffect } from 'react';
import { useTranslate } from 'ra-core';
import { showToast } from '../layout/notifications/toasts';
import { RoleHome } from './RoleHome';

/**
 * docs/screens.md, Routes and access: a role that may not open a screen is told so and lands on its home. react-admin sends
 * every refused screen here, using the route table in `contract/`.
 */
export function AccessDenied() {
  const translate = useTranslate();

  useEffect(() => {
    showToast({ variant: 'destructive', title: translate('fleet.access.denied'), description: translate('fleet.access.ask') });
  }, [translate]);

  return <RoleHome />;
}
