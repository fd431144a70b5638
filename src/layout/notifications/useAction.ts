import { useCallback, useState } from 'react';
import { useTranslate } from 'ra-core';
import { errorText } from './errorText';
import { showToast } from './toasts';

/**
 * A button's call to the server: busy while it runs (so the button can be disabled), and a failure
 * told in a toast, titled by `failedKey`, with the server's reason. Answers the call's result, or
 * undefined when it failed.
 */
export function useAction() {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <Result>(call: () => Promise<Result>, failedKey: string): Promise<Result | undefined> => {
      setBusy(true);
      try {
        return await call();
      } catch (failure) {
        showToast({ title: translate(failedKey), description: errorText(failure, translate), variant: 'destructive' });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [translate],
  );
  return { busy, run };
}
