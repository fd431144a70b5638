import { z } from 'zod';
import { messages } from '../messages';
import { idList } from './common';

/** The sheets the labels print on: A4 (210 × 297 mm) and US Letter (8.5 × 11 in). */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/**
 * The most vehicles one sheet names. Their ids travel in the address (37 characters each), and an
 * address with headers must stay under Node's 16 KB; react-admin's "Select all" ticks at most as many.
 */
export const MAX_LABELS = 250;

/** GET /api/vehicles/labels.pdf: the vehicles, by id as the lists take them, and the paper (A4 unless said). */
export const vehicleLabelsQuery = z.object({
  ids: idList(MAX_LABELS).refine((ids) => ids.length > 0, messages.required),
  paper: z.enum(PAPER_SIZES, { error: 'paper must be a4 or letter' }).default('a4'),
});
