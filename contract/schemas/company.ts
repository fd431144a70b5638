import { z } from 'zod';
import { email, optionalText, requiredText } from './fields';
import { listQuery, timestamps } from './common';

/** Spec §5: name and email are required; address and logo are optional. The logo travels as a file. */
export const companyInput = z.object({
  name: requiredText(120),
  email: email(),
  address: optionalText(300),
});
export type CompanyInput = z.input<typeof companyInput>;

export const company = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
  ...timestamps,
});
export type Company = z.infer<typeof company>;

export const companyListQuery = listQuery(['name', 'email', 'address', 'createdAt', 'updatedAt'] as const).omit({ branchId: true });
