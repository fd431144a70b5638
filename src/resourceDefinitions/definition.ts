import type { ComponentType } from 'react';
import type { Resource as ApiResource } from '../../contract/permissions';
import type { InEveryLanguage } from './catalogue';

/** What a change to one of a resource's records says (docs/screens.md, Error catalogue). */
interface Toasts {
  created: string;
  modified: string;
  /** For a resource that archives: that it was archived. */
  deleted: string;
  error_add: string;
  error_edit: string;
  error_delete: string;
  /** A resource that archives also restores. */
  restored?: string;
  error_restore?: string;
}

/** The messages every resource has; each adds its own fields, titles and hints. */
interface ResourceMessages {
  /** Singular |||| plural, as react-admin counts it. */
  name: string;
  /** A count of records in a sentence, singular |||| plural: "3 vehicles" (the selection bar's question and toast). */
  selection: string;
  toasts: Toasts;
}

/**
 * What the app needs to know about one resource, said once, without its screens:
 * `src/resourceDefinitions/index.ts` lists them, and the data provider's paths, the branch selector,
 * the permissions, the sidebar, the toasts and the message catalogues are all derived from that
 * list. Its screens are added in `src/resources/index.ts`.
 */
export interface Definition {
  /** The screen's address under /dashboard, as the spec names it: `vehicles`, `employee`, `voluntary-maintenance`. */
  name: string;
  /** The API resource behind it: its path under /api and its name in contract/permissions.ts. */
  api: ApiResource;
  /** Whether its lists follow the sidebar's branch selector (companies and branches are above it). */
  followsBranchSelector: boolean;
  /**
   * Whether it has a list screen of its own, with an address and a sidebar entry. A resource without
   * one (the meter log) is shown inside another screen (a vehicle's details).
   */
  hasList: boolean;
  messages: InEveryLanguage<ResourceMessages>;
  icon: ComponentType<{ fontSize?: 'small' }>;
  recordRepresentation: string;
}

export const defineResource = <const D extends Definition>(definition: D) => definition;
