import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { Resource as ApiResource } from '../../contract/permissions';
import type { InEveryLanguage } from '../i18n/catalogue';

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
 * Everything the app needs to know about one resource, said once: `src/resources/index.ts` lists
 * them, and the routes, the sidebar, the data provider's paths, the branch selector, the toasts and
 * the message catalogues are all derived from that list.
 */
export interface ResourceDefinition {
  /** The screen's address under /dashboard, as the spec names it: `vehicles`, `employee`, `voluntary-maintenance`. */
  name: string;
  /** The API resource behind it: its path under /api and its name in contract/permissions.ts. */
  api: ApiResource;
  /** Whether its lists follow the sidebar's branch selector (companies and branches are above it). */
  followsBranchSelector: boolean;
  messages: InEveryLanguage<ResourceMessages>;
  /**
   * The list screen, loaded when first opened. A resource without one (the meter log) is shown inside
   * another screen (a vehicle's details): it has no address and no sidebar entry of its own.
   */
  list?: LazyScreen;
  icon: ComponentType<{ fontSize?: 'small' }>;
  recordRepresentation: string;
  /** Screens below the list's address, e.g. a vehicle's details. */
  routes?: ReactNode;
}

export const defineResource = <const Definition extends ResourceDefinition>(definition: Definition) => definition;

/** A screen loaded when first shown, which can be asked for earlier. */
type LazyScreen = ComponentType & { preload(): Promise<unknown> };

/**
 * A screen loaded when first shown: the sign-in page and the data provider, which know every
 * resource, do not carry every screen. A page opened at a screen's address asks for it at once, beside
 * the app (src/App.tsx), not after the dashboard has rendered. A screen already loaded is shown
 * without suspending: React holds back what a suspended boundary reveals for up to 300 ms after its
 * fallback, and a first visit to a list went through two of them (about 450 ms of an idle page).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then((screen) => {
      loaded = screen;
      return screen;
    }));
  const Screen = lazy(async () => ({ default: await preload() }));
  function LazyScreen() {
    // Decided once a mount: a screen first shown through Suspense stays there, since turning into
    // <Loaded /> on a later render would mount it again, losing its state.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
  }
  return Object.assign(LazyScreen, { preload });
}
