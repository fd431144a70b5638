import { useTranslate, type RaRecord } from 'ra-core';
import { documentInput } from '../../../contract/schemas/document';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { DocumentInputs } from './DocumentInputs';
import { documentName, documentSubjectName, emptyDocument, toDocumentForm } from './documentForm';
import type { PresetSubject } from './documentSubject';
import { useAttachmentsDialog } from './attachments/AttachmentsDialog';

/**
 * The add, edit and delete dialogs of documents, checked with the contract's schema. From a vehicle's
 * page or an employee's row the subject is set already and not asked; from the list it is chosen. A
 * document just added opens its attachments, to attach its scans.
 */
export function DocumentDialogs({ preset }: { preset?: PresetSubject }) {
  const translate = useTranslate();
  const { openAttachments } = useAttachmentsDialog();
  const name = (record: RaRecord) => documentName(record, (kind) => translate(`fleet.document_kinds.${kind}`));
  return (
    <ResourceDialogs
      resource="documents"
      // The version an update needs travels with it (src/dataProvider/versions.ts).
      createSchema={documentInput}
      editSchema={documentInput}
      inputs={() => <DocumentInputs subjectFixed={preset !== undefined} />}
      emptyValues={emptyDocument(preset)}
      toFormValues={toDocumentForm}
      deleteName={(record) => `${name(record)} · ${documentSubjectName(record)}`}
      onCreated={(answer) => openAttachments(answer.data, { justCreated: true })}
    />
  );
}
