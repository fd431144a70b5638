import { z } from 'zod';
import { MAX_DUE_SOON_DAYS, MAX_DUE_SOON_KM } from '../due-rules';
import { messages } from '../messages';
import { isTimeZone } from '../time-zones';
import { email, optionalNumber, optionalText, requiredNumber, requiredText } from './fields';
import { MAX_HISTORY_RETENTION_DAYS, MIN_HISTORY_RETENTION_DAYS } from '../history';
import { listQuery, timestamps, versioned, versionField } from './common';

/** docs/screens.md, Validation: name and email are required; address and logo are optional. The logo travels as a file. */
export const companyInput = z.object({
  name: requiredText(120),
  email: email(),
  address: optionalText(300),
});
export const companyUpdateBody = versioned(companyInput);

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

/** An IANA time zone name that both the browser and the server know (contract/time-zones.ts). */
const timeZone = () => z.string({ error: messages.timeZone }).trim().max(64, messages.timeZone).refine(isTimeZone, messages.timeZone);

/** Fleet health thresholds (docs/product.md, Fleet health): what "due soon" means for the company's vehicles. */
export const dueThresholdsInput = z.object({
  due_soon_days: requiredNumber({ min: 0, minMessage: messages.intervalMin, max: MAX_DUE_SOON_DAYS, integer: true }),
  due_soon_km: requiredNumber({ min: 0, minMessage: messages.intervalMin, max: MAX_DUE_SOON_KM, integer: true }),
});

/**
 * A company's settings: its thresholds, and the time zone its days are counted in and the local hour its
 * daily reminder check runs at (docs/reminders.md). The last two came later: a client that leaves them
 * out keeps them as they are.
 */
export const companySettingsInput = dueThresholdsInput.extend({
  time_zone: timeZone().optional(),
  send_hour: requiredNumber({ min: 0, minMessage: messages.intervalMin, max: 23, integer: true }).optional(),
  /** Days of history kept (docs/history.md); empty or null: forever; left out: as it is. */
  history_retention_days: optionalNumber({
    min: MIN_HISTORY_RETENTION_DAYS,
    minMessage: messages.historyRetentionMin,
    max: MAX_HISTORY_RETENTION_DAYS,
    integer: true,
  }),
});
export type CompanySettingsInput = z.input<typeof companySettingsInput>;
export type DueThresholdsInput = z.input<typeof dueThresholdsInput>;
export const companySettingsUpdateBody = versioned(companySettingsInput);

/** The thresholds are part of the company: `version` is the company's. */
export const companySettings = z.object({
  company_id: z.string(),
  due_soon_days: z.number().int(),
  due_soon_km: z.number().int(),
  time_zone: z.string(),
  send_hour: z.number().int(),
  history_retention_days: z.number().int().nullable(),
  version: z.number().int(),
});
export type CompanySettings = z.infer<typeof companySettings>;
