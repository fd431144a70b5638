import type { DataProvider } from 'ra-core';

/**
 * docs/product.md, Edits that collide: an update carries the version of the record its user saw, which
 * is the record the edit started from (`previousData`), not whatever the list shows by the time the
 * user saves. The server refuses it with 409 if someone else's change came between.
 */
export function withVersions<P extends DataProvider>(provider: P): P {
  return {
    ...provider,
    update: (resource, params) => {
      const version = params.previousData?.version;
      return provider.update(resource, version === undefined ? params : { ...params, data: { ...params.data, version } });
    },
  };
}
