import { z } from 'zod';
import { id, newRecordCompany, requiredText } from './fields';
import { listQuery, timestamps, versioned, versionField } from './common';

/** docs/screens.md, Validation: name is required; the logo is an optional image; company_id only matters to a superadmin. */
export const branchInput = z.object({
  name: requiredText(120),
  company_id: newRecordCompany(),
});
export const branchUpdateBody = versioned(branchInput);

export const branch = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  company_id: z.string(),
  ...versionField,
  ...timestamps,
});
export type Branch = z.infer<typeof branch>;

export const branchListQuery = listQuery(['name', 'createdAt', 'updatedAt'] as const).extend({
  company_id: id().optional(),
});
