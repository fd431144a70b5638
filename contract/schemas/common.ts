import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { errorCodes, messages, type ErrorCode } from '../messages';
import { dateFilter, id, MAX_IDS, version } from './fields';

/** Every list answers this shape (docs/architecture.md, Lists). */
export const listOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: z.array(row), totalCount: z.number().int(), totalPages: z.number().int() });

export const one = <Row extends z.ZodType>(row: Row) => z.object({ data: row });

export const idParams = z.object({ id: id() });

export const errorBody = z.object({
  message: z.string(),
  /** For answers a client acts on (contract/messages.ts errorCodes). */
  code: z.enum(Object.values(errorCodes) as [ErrorCode, ...ErrorCode[]]).optional(),
  /** `row` only for a CSV import: the file's row, the header being row 1. */
  errors: z.array(z.object({ field: z.string(), message: z.string(), row: z.number().int().optional() })).optional(),
});

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * `a,b,c` or repeated `ids=a&ids=b`: both arrive as one list of at most `max` ids. The lengths the
 * two forms declare (for /api/docs) follow from that: an id is 36 characters, a comma between two.
 * Left out, it says the field is required (where it is: the labels of GET /api/vehicles/labels.pdf).
 */
export const idList = (max: number) =>
  z
    .union([z.string().meta({ maxLength: max * 37 }), z.array(z.string().meta({ maxLength: 36 })).meta({ maxItems: max })], {
      error: (issue) => (issue.input === undefined ? messages.required : undefined),
    })
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(id()).max(max, messages.tooMany(max)));

const commaList = idList(MAX_IDS);

/** The sidebar's branch: empty means all branches. */
export const branchIdFilter = z
  .union([id(), z.literal('')])
  .optional()
  .transform((value) => value || undefined);

/** What every list takes; resources extend it with their own filters and sortable fields. */
export const listQuery = <Sort extends readonly [string, ...string[]]>(sortable: Sort) =>
  z.object({
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be 1 or greater').default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int()
      .min(1, messages.limitRange(MAX_PAGE_SIZE))
      .max(MAX_PAGE_SIZE, messages.limitRange(MAX_PAGE_SIZE))
      .default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortable, { error: `sort must be one of ${sortable.join(', ')}` }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('asc'),
    q: z.string().trim().max(200).optional(),
    ids: commaList.optional(),
    branchId: branchIdFilter,
  });

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** Every record people edit answers with its version (docs/product.md, Edits that collide). */
export const versionField = { version: z.number().int() };

/** An update's body: the edit form's fields and the version of the record they were read from. */
/**
 * How every record kept on a vehicle (a maintenance record, a fuel entry) ends: its notes, its vehicle,
 * who wrote it, its version and when.
 */
export const vehicleRecordFields = {
  notes: z.string().nullable(),
  vehicle_id: z.string(),
  vehicle_license_plate: z.string(),
  company_id: z.string(),
  created_by: z.string().nullable(),
  created_by_username: z.string().nullable(),
  ...versionField,
  ...timestamps,
};

/** A list's filters by vehicle and by a span of days, of a kind of record kept on a vehicle. */
export const vehicleDayFilters = {
  vehicleId: id().optional(),
  dateFrom: dateFilter.optional(),
  dateTo: dateFilter.optional(),
};

export const versioned = <Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) => input.extend({ version: version() });
/** An edit's say on whether a reading waits for review: left out, it stays as judged (contract/meter-log.ts flagAfterEdit). */
export const readingFlag = z.boolean({ error: messages.trueOrFalse }).optional();
export const branchRef = z.object({ id: z.string(), name: z.string() });
export type BranchRef = z.infer<typeof branchRef>;

/**
 * GET /api/<resource>/export.csv takes the list's own filters and order, without paging (the whole
 * list), and `lang`: the language of the file's headers and names, and its number format.
 */
export const exportLanguage = z.enum(LANGUAGES, { error: messages.exportLanguage }).default('en');
