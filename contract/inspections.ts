/*
 * Inspections and issues (docs/inspections.md): the words both sides use for how often a form is due,
 * what an item asks, and where an issue stands. The rule of which vehicle owes which form on a day is
 * in contract/inspection-due.ts.
 */

/** How often a form is due: each day, once a calendar week (Monday to Sunday), once a calendar month, or only when someone chooses to. */
export const INSPECTION_FREQUENCIES = ['daily', 'weekly', 'monthly', 'on_demand'] as const;
export type InspectionFrequency = (typeof INSPECTION_FREQUENCIES)[number];

/** What an item asks: pass or fail, a number read off (tyre tread in mm) within a range, or words. */
export const ITEM_KINDS = ['pass_fail', 'number', 'text'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Where an issue stands. Open and in progress are open: they count on the vehicle, and a critical one keeps it out of service. */
export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export const OPEN_ISSUE_STATUSES: readonly IssueStatus[] = ['open', 'in_progress'];
export const isOpenIssue = (status: IssueStatus) => OPEN_ISSUE_STATUSES.includes(status);

/** How urgent an issue is, least first. A failed critical item makes a critical issue; any other failed item a high one. */
export const ISSUE_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type IssuePriority = (typeof ISSUE_PRIORITIES)[number];

/** Where an issue came from: a failed item of an inspection, or a person who reported it. */
export const ISSUE_SOURCES = ['inspection', 'reported'] as const;
export type IssueSource = (typeof ISSUE_SOURCES)[number];

/** Photos of an inspection: what a phone's camera writes; checked by content on the server. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** A phone's photo is 2–6 MB; the browser scales it down before sending, so 10 MB is room enough. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Photos on one inspection: one per failed item is the rule, a few more for the note. */
export const MAX_PHOTOS_PER_INSPECTION = 30;

/** Items on one form, and sections: a long walk-around check has 40–60 items. */
export const MAX_ITEMS_PER_FORM = 150;
export const MAX_SECTIONS_PER_FORM = 30;

/** How far back an inspection sent later (a phone without signal) may say it was made, in days; never ahead. */
export const MAX_INSPECTION_DAYS_BACK = 7;
