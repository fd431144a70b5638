import type { ReactNode } from 'react';
import { useDataProvider, useTranslate, type CreateResult, type RaRecord } from 'ra-core';
import type { z } from 'zod';
import type { ResourceName } from '../../../resourceDefinitions';
import { DeleteDialog } from './DeleteDialog';
import { FormDialog } from './FormDialog';
import { useRecordDialogs } from './RecordDialogs';
import { useRecordMutations } from './useRecordMutations';
import { useRemoval } from '../removal';
import { RecordHistoryButton } from '../history/RecordHistoryButton';

type Values = Record<string, unknown>;

interface ResourceDialogsProps {
  resource: ResourceName;
  /** The contract's schemas: what the server validates a create and an update with. */
  createSchema: z.ZodType;
  editSchema: z.ZodType;
  /** The form's fields, written once for add and edit (edit may leave some out). */
  inputs: (mode: 'create' | 'edit') => ReactNode;
  /** What an add form starts with. */
  emptyValues?: Values;
  /** A row as the form holds it: dates yyyy-MM-dd, branches as ids. */
  toFormValues: (record: RaRecord) => Values;
  /** Fields the schema does not describe that the call still needs (the logo file). */
  keep?: readonly string[];
  /** How the delete question names the record. */
  deleteName: (record: RaRecord) => string;
  deleteDescription?: (record: RaRecord) => string;
  /** After a successful add, with the server's whole answer (an employee's invitation link). */
  onCreated?: (result: CreateResult) => void;
  /** After a successful delete (a record's own page goes back to its list). */
  onDeleted?: (record: RaRecord) => void;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** The form's values nest (a work order's lines): messages stand at the field of their whole path. */
  nested?: boolean;
  /** Where a nested form shows a message whose field it does not show. */
  errorPath?: (path: string[], values: Record<string, unknown>) => string[];
}

/**
 * The add, edit and delete dialogs of one screen, driven by its RecordDialogsProvider. Their titles
 * are the resource's `add_title` and `edit_title` messages; the edit offers the record's history to
 * those who read it.
 */
export function ResourceDialogs(props: ResourceDialogsProps) {
  const translate = useTranslate();
  const { state, close, openEdit } = useRecordDialogs();
  const dataProvider = useDataProvider();
  const mutations = useRecordMutations(props.resource);
  const editing = state.kind === 'edit' ? state.record : undefined;
  const removing = state.kind === 'delete' ? state.record : undefined;
  const removal = useRemoval();

  return (
    <>
      {state.kind === 'create' && (
        <FormDialog
          open
          title={translate(`resources.${props.resource}.add_title`)}
          schema={props.createSchema}
          values={props.emptyValues}
          keep={props.keep}
          maxWidth={props.maxWidth}
          nested={props.nested}
          errorPath={props.errorPath}
          onSave={(values) => mutations.create(values)}
          onSaved={(answer) => props.onCreated?.(answer as CreateResult)}
          onClose={close}
        >
          {props.inputs('create')}
        </FormDialog>
      )}
      {editing && (
        <FormDialog
          // A reloaded record starts the form again from what is stored now.
          key={String(editing.version)}
          open
          title={translate(`resources.${props.resource}.edit_title`)}
          schema={props.editSchema}
          values={{ id: editing.id, ...props.toFormValues(editing) }}
          keep={props.keep}
          maxWidth={props.maxWidth}
          nested={props.nested}
          errorPath={props.errorPath}
          onSave={(values) => mutations.update(editing, values)}
          onReload={async () => openEdit((await dataProvider.getOne(props.resource, { id: editing.id })).data)}
          onClose={close}
          // Every resource's record tells its history where it is edited (docs/screens.md, History).
          startActions={<RecordHistoryButton resource={props.resource} recordId={editing.id} />}
        >
          {props.inputs('edit')}
        </FormDialog>
      )}
      <DeleteDialog
        open={removing !== undefined}
        description={
          removing === undefined
            ? ''
            : (props.deleteDescription?.(removing) ?? translate('fleet.form.delete_body', { name: props.deleteName(removing) }))
        }
        confirmLabel={translate(removal.label)}
        onConfirm={async () => {
          const record = removing!;
          await mutations.remove(record);
          props.onDeleted?.(record);
        }}
        onClose={close}
      />
    </>
  );
}
