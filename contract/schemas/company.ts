import { z } from 'zod';
import { MAX_DUE_SOON_DAYS, MAX_DUE_SOON_KM } from '../due-rules';
import { messages } from '../messages';
import { email, optionalText, requiredNumber, requiredText } from './fields';
import { listQuery, timestamps, versionField } from './common';

/** docs/screens.md, Validation: name and email are required; address and logo are optional. The logo travels as a file. */
export const companyInput = z.object({
  name: requiredText(120),
  email: email(),
  address: optionalText(300),
});

export const company = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
  ...versionField,
  ...timestamps,
});
export type Company = z.infer<typeof company>;

export const companyListQuery = listQuery(['name', 'email', 'address', 'createdAt', 'updatedAt'] as const).omit({ branchId: true });

/** Fleet health thresholds (docs/product.md, Fleet health): what "due soon" means for the company's vehicles. */
export const companySettingsInput = z.object({
  due_soon_days: requiredNumber({ min: 0, minMessage: messages.intervalMin, max: MAX_DUE_SOON_DAYS, integer: true }),
  due_soon_km: requiredNumber({ min: 0, minMessage: messages.intervalMin, max: MAX_DUE_SOON_KM, integer: true }),
});
export type CompanySettingsInput = z.input<typeof companySettingsInput>;

/** The thresholds are part of the company: `version` is the company's. */
export const companySettings = z.object({
  company_id: z.string(),
  due_soon_days: z.number().int(),
  due_soon_km: z.number().int(),
  version: z.number().int(),
});
export type CompanySettings = z.infer<typeof companySettings>;
