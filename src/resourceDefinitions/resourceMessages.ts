import type { Language } from '../../contract/languages';
import { RESOURCE_DEFINITIONS } from './index';

type Definitions = (typeof RESOURCE_DEFINITIONS)[number];

/** Every resource's messages (react-admin reads them under `resources.<name>`), in one language. */
export function resourceMessages<L extends Language>(language: L) {
  return Object.fromEntries(RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition.messages[language]])) as {
    [R in Definitions as R['name']]: R['messages'][L];
  };
}
