import { useState } from 'react';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useResourceContext, useTranslate } from 'ra-core';
import { DeleteDialog } from '../dialogs/DeleteDialog';
import { useRemoval } from '../removal';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';

const DONE = { delete: 'fleet.bulk.deleted', archive: 'fleet.bulk.archived' } as const;

/**
 * Deletes, or for vehicles archives, every ticked row, after a question that names how many of what
 * and what becomes of them. The rows go one by one: a refusal stops there and says why, and the
 * list shows what was removed before it.
 */
export function BulkRemoveButton() {
  const resource = useResourceContext()!;
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const removal = useRemoval();
  const [asking, setAsking] = useState(false);
  const count = selectedIds.length;
  const what = translate(`resources.${resource}.selection`, { smart_count: count });
  const Icon = removal.icon;

  const remove = async () => {
    try {
      await dataProvider.deleteMany(resource, { ids: selectedIds });
      showToast({ title: translate(DONE[removal.removal], { smart_count: count, what }), variant: 'success' });
      onUnselectItems();
    } catch (error) {
      showToast({
        title: translate(`resources.${resource}.toasts.error_delete`),
        description: errorText(error, translate),
        variant: 'destructive',
      });
      throw error;
    } finally {
      await queryClient.invalidateQueries();
    }
  };

  return (
    <>
      <Button size="small" color="error" startIcon={<Icon fontSize="small" />} onClick={() => setAsking(true)}>
        {translate(removal.label)}
      </Button>
      <DeleteDialog
        open={asking}
        title={translate(`fleet.bulk.${removal.removal}_title`, { smart_count: count, what })}
        description={translate(`fleet.bulk.${removal.removal}_body`, { smart_count: count, what })}
        confirmLabel={translate(removal.label)}
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
