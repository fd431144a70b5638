import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { Definition } from '../resourceDefinitions/definition';

/** A resource's screens: its list, and the screens below the list's address (a vehicle's details). */
export interface Screens {
  /** The list screen, loaded when first opened. */
  list: LazyScreen;
  routes?: ReactNode;
}

/**
 * A resource as src/Dashboard.tsx makes a <Resource> of it: its definition (what the app knows of it,
 * src/resourceDefinitions/) and, when it has a list, its screens. `src/resources/index.ts` lists them.
 */
export type ResourceDefinition = Definition & Partial<Screens>;

/** A screen loaded when first shown, which can be asked for earlier. */
type LazyScreen = ComponentType & { preload(): Promise<unknown> };

/**
 * A screen loaded when first shown: the sign-in page, which knows every resource, does not carry
 * every screen. A page opened at a screen's address asks for it at once, beside the app
 * (src/App.tsx), not after the dashboard has rendered. A screen already loaded is shown
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
