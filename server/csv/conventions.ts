import type { Language } from '../../contract/languages';

/**
 * How each language's spreadsheets write a CSV file (docs/product.md, Formats): English with `,` between
 * fields and a decimal point; German and Albanian with `;` and a decimal comma, because there the
 * comma is the decimal separator. A spreadsheet opened in that language reads its own convention
 * without asking.
 */
export interface CsvConvention {
  delimiter: ',' | ';' | '\t';
  decimal: '.' | ',';
}

export const CSV_CONVENTIONS: Record<Language, CsvConvention> = {
  en: { delimiter: ',', decimal: '.' },
  de: { delimiter: ';', decimal: ',' },
  al: { delimiter: ';', decimal: ',' },
};

/** UTF-8's byte order mark: without it, Excel reads a UTF-8 file as the system's code page and garbles ä, ë, ç. */
export const BOM = '\uFEFF';
