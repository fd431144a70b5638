import { useCanAccess, useDataProvider, type RaRecord } from 'ra-core';
import { issueCommentInput } from '../../../contract/schemas/issue';
import type { FleetDataProvider } from '../../dataProvider';
import { issues } from '../../resourceDefinitions/issues';
import { RecordComments } from '../shared/comments/RecordComments';

/**
 * An issue's comments (shared/comments/RecordComments.tsx). Everyone who may report an issue comments
 * on one (users included, docs/inspections.md); a new comment changes the issue's comment count too.
 */
export function IssueComments({ issue }: { issue: RaRecord }) {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { canAccess: canComment } = useCanAccess({ resource: issues.name, action: 'create' });
  return (
    <RecordComments
      resource="issues"
      recordId={issue.id}
      canComment={canComment ?? false}
      input={issueCommentInput}
      load={(id) => dataProvider.getIssueComments(id)}
      add={(id, body) => dataProvider.addIssueComment(id, body)}
      refreshAll
    />
  );
}
