import type { RaRecord } from 'ra-core';
import { useTranslate } from 'ra-core';
import type { ResourceName } from '../../../resourceDefinitions';
import { DeleteDialog } from './DeleteDialog';
import { useRecordDialogs } from './RecordDialogs';
import { useRecordMutations } from './useRecordMutations';

/**
 * The delete question of a screen whose records are not added or edited in a dialog (an inspection form
 * has a page of its own, an inspection is never edited): a row's Delete asks it through the screen's
 * RecordDialogsProvider, as ResourceDialogs does.
 */
export function RemoveRecordDialog({ resource, name }: { resource: ResourceName; name: (record: RaRecord) => string }) {
  const translate = useTranslate();
  const { state, close } = useRecordDialogs();
  const { remove } = useRecordMutations(resource);
  const removing = state.kind === 'delete' ? state.record : undefined;
  return (
    <DeleteDialog
      open={removing !== undefined}
      description={removing ? translate('fleet.form.delete_body', { name: name(removing) }) : ''}
      confirmLabel={translate('fleet.form.delete')}
      onConfirm={() => remove(removing!)}
      onClose={close}
    />
  );
}
