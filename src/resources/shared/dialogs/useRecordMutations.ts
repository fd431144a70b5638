import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useTranslate, type CreateResult, type Identifier, type RaRecord } from 'ra-core';
import { formatKilometres } from '../../../../contract/formats';
import { MAX_PLAUSIBLE_KM_PER_DAY } from '../../../../contract/meter';
import { useLanguage } from '../../../i18n/useLanguage';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';
import { failedCallBody } from '../../../dataProvider/failedCall';
import type { ResourceName } from '../../../resourceDefinitions';
import type { FleetDataProvider } from '../../../dataProvider';
import { wasKept } from '../../../outbox/keepCreates';

/**
 * Create, modify, delete and restore one record of a resource, the same way everywhere (docs/screens.md, States; Toasts and errors):
 * on success a success toast and every list on screen is fetched again (a maintenance record
 * also changes its vehicle's lists and the details tabs); on failure a destructive toast with the
 * server's message, and the error is passed on so the dialog stays open.
 */
export function useRecordMutations(resource: ResourceName) {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const language = useLanguage();

  const run = useCallback(
    async <T>(action: 'add' | 'edit' | 'delete' | 'restore', call: () => Promise<T>): Promise<T> => {
      try {
        const result = await call();
        // Made without a connection: kept on this device, to be sent when it returns (docs/yard.md, Offline).
        if (wasKept(result)) {
          showToast({ title: translate('fleet.outbox.kept'), description: translate('fleet.outbox.kept_description'), variant: 'success' });
          return result;
        }
        const done = { add: 'created', edit: 'modified', delete: 'deleted', restore: 'restored' }[action];
        // A reading that implies an impossible pace is saved but moves nothing: say so at once (docs/fleet-health.md, The meter log).
        const flagged = action !== 'delete' && (result as { data?: { flagged?: unknown } } | undefined)?.data?.flagged === true;
        showToast({
          title: translate(`resources.${resource}.toasts.${done}`),
          description: flagged
            ? translate('fleet.form.reading_flagged', { km: formatKilometres(MAX_PLAUSIBLE_KM_PER_DAY, language) })
            : undefined,
          variant: 'success',
        });
        await queryClient.invalidateQueries();
        return result;
      } catch (error) {
        showToast({
          title: translate(`resources.${resource}.toasts.error_${action}`),
          description: errorText(error, translate),
          variant: 'destructive',
        });
        console.error(error);
        throw error;
      }
    },
    [resource, queryClient, translate, language],
  );

  return {
    create: useCallback(
      (data: Record<string, unknown>): Promise<CreateResult> => run('add', () => dataProvider.create(resource, { data })),
      [dataProvider, resource, run],
    ),
    update: useCallback(
      (previous: RaRecord, data: Record<string, unknown>) =>
        run('edit', () => dataProvider.update(resource, { id: previous.id, data, previousData: previous })),
      [dataProvider, resource, run],
    ),
    remove: useCallback(
      (record: RaRecord) => run('delete', () => dataProvider.delete(resource, { id: record.id as Identifier, previousData: record })),
      [dataProvider, resource, run],
    ),
    restore: useCallback(
      (record: RaRecord) => run('restore', () => dataProvider.restore(resource, { id: record.id as Identifier })),
      [dataProvider, resource, run],
    ),
  };
}

/** The server's per-field messages (400 `errors`), shaped for the form to show under each field. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const fields: Record<string, string> = {};
  for (const { field, message } of failedCallBody(error)?.errors ?? []) {
    if (field) fields[field] ??= message;
  }
  return Object.keys(fields).length ? fields : undefined;
}
