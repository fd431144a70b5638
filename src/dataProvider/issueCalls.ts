import type { Identifier } from 'ra-core';
import type { IssueComment } from '../../contract/schemas/issue';
import type { HttpClient } from './httpClient';

/** Where an issue's comments are (docs/inspections.md, Issues). */
const commentsOf = (issueId: Identifier) => `/api/issues/${issueId}/comments`;

/** The address of an inspection's photo, which the issue it raised shows (`GET /api/inspections/:id/photos/:photoId`). */
export const inspectionPhotoAddress = (inspectionId: Identifier, photoId: Identifier) =>
  `/api/inspections/${inspectionId}/photos/${photoId}`;

/** An issue's comments, oldest first, and a new one, through the one HTTP client so that they share its session refresh. */
export function issueCalls(http: HttpClient) {
  return {
    async getIssueComments(issueId: Identifier): Promise<IssueComment[]> {
      return (await http<{ data: IssueComment[] }>(commentsOf(issueId))).data;
    },

    async addIssueComment(issueId: Identifier, body: string): Promise<IssueComment> {
      return (await http<{ data: IssueComment }>(commentsOf(issueId), { method: 'POST', body: { body } })).data;
    },
  };
}

export type IssueCalls = ReturnType<typeof issueCalls>;
