import type { Language } from '../../contract/languages';

/**
 * How the file's fields and numbers are written: `;` files use decimal commas, `,` files decimal
 * points (a comma there would split the field). The import reads a file by its own (sheet.ts).
 */
export interface CsvConvention {
  delimiter: ',' | ';' | '\t';
  decimal: '.' | ',';
}

/**
 * How Fleet writes a CSV file in each language (docs/csv.md, Spreadsheets), so that the spreadsheets
 * of that language read its numbers as numbers and its dates as dates, and what they save again
 * imports. Measured with LibreOffice 7.4 (Debian 12) in each language, and known of Excel:
 *
 * - The separators follow the language's spreadsheets: English ones split at `,` and read a decimal
 *   point; German and Albanian ones (Excel's Windows settings, CLDR) split at `;` and read a decimal
 *   comma. LibreOffice 7.4 has no Albanian locale data and reads Albanian as US English, where a
 *   decimal comma is text: a cost with cents stays text there, and comes back as it went.
 * - Dates are ISO `yyyy-MM-dd` in every language: the only form every one of these spreadsheets reads
 *   as a date, and LibreOffice saves it back unchanged. `dd.MM.yyyy` is text in English and Albanian
 *   LibreOffice, and in German LibreOffice a date only with "Detect special numbers" on (off by
 *   default), which then saves it as `dd.MM.yy`; English dates with slashes mean 8 July in one
 *   country and 7 August in another. Excel shows an ISO date in its own short form and saves it so
 *   (`07.08.2026`, `7.8.2026`, `8/7/2026`), which the import reads too.
 */
export const CSV_CONVENTIONS: Record<Language, CsvConvention & { day: 'yyyy-MM-dd' }> = {
  en: { delimiter: ',', decimal: '.', day: 'yyyy-MM-dd' },
  de: { delimiter: ';', decimal: ',', day: 'yyyy-MM-dd' },
  al: { delimiter: ';', decimal: ',', day: 'yyyy-MM-dd' },
};

/** UTF-8's byte order mark: without it, Excel reads a UTF-8 file as the system's code page and garbles ä, ë, ç. */
export const BOM = '\uFEFF';
