import type { RaRecord } from 'ra-core';
import { issueInput } from '../../../contract/schemas/issue';
import { issues } from '../../resourceDefinitions/issues';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { IssueInputs } from './IssueInputs';
import { emptyIssue, toIssueForm } from './issueForm';

/**
 * "Report an issue", "Edit an issue" and the delete question of one screen; from a vehicle's page, a
 * new issue is that vehicle's. The form and the server check it with the same schema.
 */
export function IssueDialogs({ vehicleId, onDeleted }: { vehicleId?: string; onDeleted?: (issue: RaRecord) => void }) {
  return (
    <ResourceDialogs
      resource={issues.name}
      createSchema={issueInput}
      editSchema={issueInput}
      inputs={(mode) => <IssueInputs mode={mode} />}
      emptyValues={emptyIssue(vehicleId)}
      toFormValues={toIssueForm}
      deleteName={(issue: RaRecord) => `${issue.title} · ${issue.vehicle_license_plate}`}
      onDeleted={onDeleted}
    />
  );
}
