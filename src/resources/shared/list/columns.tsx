import { DataTable, type DataTableColumnProps } from 'react-admin';
import { CostText, DateText, KilometresText, ReadingText } from '../fields';

/*
 * Typed columns for the values every table shows in the fleet's formats. react-admin's DataTable
 * reads its columns as its own children, so these are functions that make a column, not components
 * that wrap one; a table may list them directly or spread an array of them.
 */

/** Dates, money, distances and plates read as one piece: never broken over two lines (headers may wrap). */
export const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * A plate reads as one piece from a tablet up; on a phone a long one (up to 20 characters) breaks, so
 * that the key columns still fit beside the row's buttons.
 */
export const plateWrap = () => ({ whiteSpace: { sm: 'nowrap' }, overflowWrap: 'anywhere' }) as const;

/** Notes may be long: they wrap within a readable width instead of widening the table. */
export const NOTES = { minWidth: 160, maxWidth: 320, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

type Options = Omit<DataTableColumnProps, 'source' | 'field'>;

/** dd.MM.yyyy, or N/A for none. */
export const dateColumn = (source: string, options: Options = {}) => (
  <DataTable.Col key={source} source={source} field={DateText} cellSx={noWrap} {...options} />
);

/** 2 decimals and €, in the language's number format. */
export const costColumn = (source: string, options: Options = {}) => (
  <DataTable.Col key={source} source={source} field={CostText} cellSx={noWrap} {...options} />
);

/** A distance in km, in the language's number format. */
export const kilometresColumn = (source: string, options: Options = {}) => (
  <DataTable.Col key={source} source={source} field={KilometresText} cellSx={noWrap} {...options} />
);

/** A record's odometer reading, flagged when it waits for review (ReadingText). */
export const readingColumn = (source: string, options: Options = {}) => (
  <DataTable.Col key={source} source={source} field={ReadingText} cellSx={noWrap} {...options} />
);
