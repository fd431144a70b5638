import { useCallback } from 'react';
import { HttpError, useLogout, useTranslate } from 'ra-core';
import { showToast } from '../notifications/toasts';
import { dataProvider, http } from '../../providers';
import { unsubscribeFromPush } from '../../push/subscription';
import { reasonOrSentence } from '../../dataProvider/failedCall';

/**
 * Signs out: ends the server session, then lets react-admin clear the stored user, its store and
 * every cached list before going to sign in (docs/screens.md, States). If the server cannot end the session, the
 * user stays signed in and is told so (docs/screens.md, Toasts and errors).
 */
export function useSignOut() {
  const logout = useLogout();
  const translate = useTranslate();

  return useCallback(async () => {
    // A shared phone stops showing this person's reminders when they sign out (docs/reminders.md, Push);
    // a browser without Web Push, or a device that is someone else's, has nothing to turn off.
    await unsubscribeFromPush(dataProvider).catch(() => undefined);
    try {
      await http('/api/auth/log-out', { method: 'POST' });
    } catch (error) {
      // 401: there was no session left to end, which is what signing out wants.
      if (!(error instanceof HttpError && error.status === 401)) {
        showToast({
          variant: 'destructive',
          title: translate('fleet.auth.sign_out_failed'),
          description: reasonOrSentence(error, translate('fleet.auth.sign_out_failed_description')),
        });
        return;
      }
    }
    await logout();
    showToast({ variant: 'success', title: translate('fleet.auth.signed_out'), description: translate('fleet.auth.see_you') });
  }, [logout, translate]);
}
