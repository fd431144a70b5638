import IssueIcon from '@mui/icons-material/ReportProblemOutlined';
import type { Identifier } from 'ra-core';
import { defineResource } from '../definition';
import { issueMessages } from './messages';

/** Issues (docs/inspections.md): the defects of the vehicles, raised by inspections or reported by hand; the screen is `/dashboard/issues`. */
export const issues = defineResource({
  name: 'issues',
  api: 'issues',
  followsBranchSelector: true,
  hasList: true,
  messages: issueMessages,
  icon: IssueIcon,
  recordRepresentation: 'title',
});

/** An issue's page (docs/screens.md, Issue), which src/resources/issues/index.ts routes. */
export function issuePath(basename: string, issueId: Identifier): string {
  return `${basename}/issues/${issueId}/show`;
}
