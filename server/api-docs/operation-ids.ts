/*
 * Every operation of /api/docs has an operationId, the name a generated client gives its call. The
 * usual routes of a resource get theirs from their method and path, the same way for every resource;
 * a route of another shape names its own in its schema (`operationId: 'restoreVehicle'`).
 */

/** `general-maintenances` → `GeneralMaintenances` */
const pascal = (segment: string) =>
  segment
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** `Companies` → `Company`, `Branches` → `Branch`, `Vehicles` → `Vehicle` */
const singular = (plural: string) =>
  plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.endsWith('ches') ? plural.slice(0, -2) : plural.replace(/s$/, '');

/**
 * The operationId of a usual route under /api/<resource>, or undefined for any other:
 * GET and POST on the list (listVehicles, createVehicle), GET, PUT and DELETE on a record
 * (getVehicle, updateVehicle, deleteVehicle), the CSV routes (exportVehicles, importVehicles), and
 * GET and PUT on a record's part (getCompanySettings, updateCompanySettings).
 */
export function operationIdOf(method: string, path: string): string | undefined {
  // Fastify's `:id` is OpenAPI's `{id}`.
  const [empty, api, resource, ...rest] = path.replace(/:(\w+)/g, '{$1}').split('/');
  if (empty !== '' || api !== 'api' || !resource) return undefined;
  const many = pascal(resource);
  const one = singular(many);
  const verb = method.toUpperCase();
  const shape = rest.join('/');
  if (shape === '') return { GET: `list${many}`, POST: `create${one}` }[verb];
  if (shape === '{id}') return { GET: `get${one}`, PUT: `update${one}`, DELETE: `delete${one}` }[verb];
  if (shape === 'export.csv') return verb === 'GET' ? `export${many}` : undefined;
  if (shape === 'import') return verb === 'POST' ? `import${many}` : undefined;
  const part = /^\{id\}\/([a-z-]+)$/.exec(shape)?.[1];
  if (part) return { GET: `get${one}${pascal(part)}`, PUT: `update${one}${pascal(part)}` }[verb];
  return undefined;
}
