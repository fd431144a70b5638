import { RESOURCES } from '../resources';
import type { Locale } from './index';

type Resources = (typeof RESOURCES)[number];

/** Every resource's messages (react-admin reads them under `resources.<name>`), in one language. */
export function resourceMessages<L extends Locale>(locale: L) {
  return Object.fromEntries(RESOURCES.map((resource) => [resource.name, resource.messages[locale]])) as {
    [R in Resources as R['name']]: R['messages'][L];
  };
}
