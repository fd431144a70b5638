import { useGetManyAggregate, useGetRecordRepresentation } from 'ra-core';
import { canAccess } from '../../../../contract/permissions';
import { definitionNamed } from '../../../resourceDefinitions';
import { useSignedInUser } from '../../../authProvider/useSignedInUser';

/** An id no name was found for (a record deleted since, or out of the reader's sight): its first characters. */
const shortId = (id: string) => `#${id.slice(0, 8)}`;

/**
 * The records a changed value refers to (a branch, a vendor, an assignee), by the name their screens
 * give them. The ids of one page of history are asked for together (react-admin aggregates them into
 * one getMany per screen), and only of screens the reader may open.
 */
export function ReferenceNames({ screen, ids }: { screen: string; ids: string[] }) {
  const role = useSignedInUser()?.role;
  const definition = definitionNamed(screen);
  const readable = Boolean(role && definition && canAccess(role, definition.api, 'show'));
  const { data } = useGetManyAggregate(screen, { ids }, { enabled: readable });
  const representation = useGetRecordRepresentation(screen);
  const names = ids.map((id) => {
    const record = data?.find((candidate) => String(candidate.id) === id);
    return record ? String(representation(record)) : shortId(id);
  });
  return <>{names.join(', ')}</>;
}
