import { z } from 'zod';
import { messages } from '../messages';

/**
 * Field builders shared by every schema, so that a rule and its message are written once.
 * Inputs are forgiving in form (numbers may arrive as strings from a multipart body or a CSV),
 * strict in content.
 */

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required text: missing, null or only spaces all say `This field is required`. */
export const requiredText = (max = 255) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong(max));

/** An optional text: missing, null and blank are stored as null. */
export const optionalText = (max = 2000) =>
  z
    .string({ error: messages.tooLong(max) })
    .trim()
    .max(max, messages.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

export const email = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, messages.tooLong(254))
    .pipe(z.email({ error: messages.validEmail }))
    .transform((value) => value.toLowerCase());

export const id = () => z.uuid({ error: messages.validId });

/**
 * The company a superadmin names for a new record (server/scope/company.ts); blank or null is none,
 * and everyone else's records go to their own company whatever is sent.
 */
export const newRecordCompany = () =>
  z
    .union([id(), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || undefined);

export type NumberRule = {
  min: number;
  minMessage: string;
  max: number;
  integer: boolean;
  decimals?: number;
  /** What too many decimals are told; a cost's message unless said. */
  decimalsMessage?: string;
};

/** Turns what a form or a file may send ("12", 12, "") into a number, or leaves it for the checks. */
const toNumber = (value: unknown) => {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
};

/** A required number with the spec's messages: required, valid number, its own minimum message. */
export const requiredNumber = (rule: NumberRule) =>
  z
    .unknown()
    .transform(toNumber)
    .pipe(
      z
        .number({
          error: (issue) => (issue.input === undefined ? messages.required : messages.validNumber),
        })
        .refine(Number.isFinite, messages.validNumber)
        .refine((value) => !rule.integer || Number.isInteger(value), messages.wholeNumber)
        .refine(
          (value) => rule.decimals === undefined || Math.abs(Math.round(value * 10 ** rule.decimals) - value * 10 ** rule.decimals) < 1e-6,
          rule.decimalsMessage ?? messages.costDecimals,
        )
        .refine((value) => value >= rule.min, rule.minMessage)
        .refine((value) => value <= rule.max, messages.tooLarge(rule.max)),
    )
    .meta({ type: rule.integer ? 'integer' : 'number', minimum: rule.min, maximum: rule.max });

/**
 * An optional number with the same checks: blank or null clears it (null), and a field that is not
 * sent at all stays undefined, so that an update can tell "leave it" from "clear it".
 */
export const optionalNumber = (rule: NumberRule) => {
  const number = requiredNumber(rule);
  return (
    z
      .unknown()
      .transform((value, context): number | null | undefined => {
        if (value === undefined) return undefined;
        if (isBlank(value)) return null;
        const result = number.safeParse(value);
        if (result.success) return result.data;
        for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      })
      // Not sent at all: undefined, which zod allows only on an optional key.
      .optional()
      .meta({ type: rule.integer ? 'integer' : 'number', minimum: rule.min, maximum: rule.max, nullable: true })
  );
};

const COST_RULE: NumberRule = { min: 0, minMessage: messages.costMin, max: 9_999_999_999.99, integer: false, decimals: 2 };
export const cost = () => requiredNumber(COST_RULE);
/** A cost that may be left out (a document's): blank or null clears it. */
export const optionalCost = () => optionalNumber(COST_RULE);
const MILEAGE_RULE: NumberRule = { min: 0, minMessage: messages.mileageMin, max: 10_000_000, integer: true };
export const mileage = () => requiredNumber(MILEAGE_RULE);
export const optionalMileage = () => optionalNumber(MILEAGE_RULE);
export const intervalMonths = () => requiredNumber({ min: 0, minMessage: messages.intervalMin, max: 1200, integer: true });
export const intervalKm = () => requiredNumber({ min: 0, minMessage: messages.intervalMin, max: 1_000_000, integer: true });

/**
 * The version of the record an update is based on (docs/product.md, Edits that collide): what the
 * record carried when it was read. The largest a PostgreSQL integer holds is the upper bound.
 */
export const version = () => requiredNumber({ min: 1, minMessage: messages.validNumber, max: 2_147_483_647, integer: true });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written yyyy-MM-dd (no 2025-02-30). */
export const isIsoDate = (value: string) => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A list's filter by day (yyyy-MM-dd). */
export const dateFilter = z.string().refine(isIsoDate, messages.validDate).meta({ format: 'date' });

/** A required calendar date in form format (yyyy-MM-dd). */
export const requiredDate = () =>
  z
    .unknown()
    .transform((value) => (isBlank(value) ? undefined : value))
    .pipe(
      z
        .string({ error: (issue) => (issue.input === undefined ? messages.required : messages.validDate) })
        .refine(isIsoDate, messages.validDate),
    )
    .meta({ type: 'string', format: 'date' });

/**
 * A day that may be left out (an issue's or a work order's due day): blank or null is none (null), a
 * real calendar day is kept, and a key not sent at all stays undefined, so that an edit leaves it as it was.
 */
export const optionalDay = () =>
  z
    .unknown()
    .transform((value, context): string | null => {
      if (isBlank(value)) return null;
      // A real calendar day (isIsoDate): Date.parse would take 2026-02-30 as 2 March.
      if (typeof value === 'string' && isIsoDate(value)) return value;
      context.addIssue({ code: 'custom', message: messages.validDate });
      return z.NEVER;
    })
    .optional()
    .meta({ type: 'string', format: 'date', nullable: true });

/**
 * The most ids a request names at once: a list's `ids`, a record's branches. Far more than a page
 * (100) or a selection to export (250) holds; a bound, so that no request is unbounded.
 */
export const MAX_IDS = 1000;

/** A list of branch ids; `required` demands at least one (vehicles, docs/screens.md, Validation). */
export const branchIds = (required: boolean) => {
  const list = z
    .array(id(), { error: required ? messages.atLeastOneBranch : messages.validId })
    .max(MAX_IDS, messages.tooMany(MAX_IDS))
    .transform((ids) => [...new Set(ids)]);
  return required ? list.refine((ids) => ids.length > 0, messages.atLeastOneBranch) : list;
};
