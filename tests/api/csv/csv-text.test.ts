import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { CSV_CONVENTIONS } from '../../../server/csv/conventions';
import { readCsv } from '../../../server/csv/read';
import { readDay, writeDay } from '../../../server/csv/columns';
import { formatNumber, fullYear, parseDay, parseNumber, slashOrderOf, type SlashOrder } from '../../../server/csv/values';
import { csvRecord, guardFormula, unguardFormula } from '../../../server/csv/write';

const en = CSV_CONVENTIONS.en;
const de = CSV_CONVENTIONS.de;

function fails(read: () => unknown, message: string) {
  try {
    read();
  } catch (error) {
    expect((error as Error).message).toBe(message);
    return;
  }
  throw new Error('expected a failure');
}

describe('CSV records: what is written is read back unchanged', () => {
  const awkward = [
    'plain',
    'with, comma',
    'with; semicolon',
    'say "hi"',
    'two\nlines',
    'crlf\r\nline',
    ' leading space',
    'trailing ',
    '=HYPERLINK("http://evil.example")',
    '+49 221',
    '-5 % discount',
    '@sum',
    "'=already guarded",
    "'quoted",
    'Çela, Shkodër – ëç',
    'Straße Köln ÄÖÜß',
    '',
  ];

  for (const delimiter of [',', ';', '\t'] as const) {
    it(`with ${JSON.stringify(delimiter)} between fields`, () => {
      const text = csvRecord(['header', 'other'], delimiter) + awkward.map((value) => csvRecord([value, 'x'], delimiter)).join('');
      const file = readCsv(Buffer.from(text, 'utf8'));
      expect(file.delimiter).toBe(delimiter);
      expect(file.records.filter((record) => record.cells[0] !== '' || record.cells[1] !== '').map((record) => record.cells[0])).toEqual(
        awkward,
      );
    });
  }

  it('quotes only what needs quoting', () => {
    expect(csvRecord(['a', 'b c', 'd;e', 'f,g'], ';')).toBe('a;b c;"d;e";f,g\r\n');
    expect(csvRecord(['say "hi"'], ',')).toBe('"say ""hi"""\r\n');
  });

  it('guards formulas with an apostrophe (OWASP), and takes exactly that apostrophe off again', () => {
    expect(guardFormula('=1+1')).toBe("'=1+1");
    expect(guardFormula('-5')).toBe("'-5");
    expect(guardFormula("'=1+1")).toBe("''=1+1");
    expect(guardFormula('Oil change')).toBe('Oil change');
    expect(guardFormula("it's")).toBe("it's");
    expect(unguardFormula("''=1+1")).toBe("'=1+1");
    expect(unguardFormula("'it's")).toBe("'it's");
  });
});

describe('reading the files spreadsheets write', () => {
  it('numbers rows as a spreadsheet does, blank rows counted but skipped', () => {
    const file = readCsv(Buffer.from('A;B\n1;2\n\n3;4\r\n"multi\nline";5\n', 'utf8'));
    expect(file.header).toEqual(['A', 'B']);
    expect(file.records).toEqual([
      { row: 2, cells: ['1', '2'] },
      { row: 4, cells: ['3', '4'] },
      { row: 5, cells: ['multi\nline', '5'] },
    ]);
  });

  it('reads UTF-8 with and without a byte order mark', () => {
    const text = 'Kennzeichen;Notizen\nK-1;Übergabe in Köln\n';
    expect(readCsv(Buffer.from(`\uFEFF${text}`, 'utf8')).header[0]).toBe('Kennzeichen');
    expect(readCsv(Buffer.from(text, 'utf8')).records[0]!.cells[1]).toBe('Übergabe in Köln');
  });

  it('reads Windows-1252, as German and Albanian Excel save "CSV"', () => {
    const latin = Buffer.from('Targa;Shënime\nAA 1;Çela, ë ü ß €\n', 'latin1');
    // 0x80 is the euro sign in Windows-1252, not in Latin-1.
    latin[latin.length - 2] = 0x80;
    const file = readCsv(latin);
    expect(file.header).toEqual(['Targa', 'Shënime']);
    expect(file.records[0]!.cells[1]).toBe('Çela, ë ü ß €');
  });

  it('reads UTF-16 with its byte order mark, as Excel saves "Unicode text" (tab-separated)', () => {
    const text = 'License plate\tNotes\nAA 1\tDurrës\n';
    const file = readCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(file.delimiter).toBe('\t');
    expect(file.records[0]!.cells).toEqual(['AA 1', 'Durrës']);
  });

  it('refuses what it cannot read, and says why', () => {
    fails(() => readCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])), messages.importWorkbook);
    fails(() => readCsv(Buffer.from('A,B\n')), messages.importEmpty);
    fails(() => readCsv(Buffer.from('\n\n')), messages.importEmpty);
    fails(() => readCsv(Buffer.from('A,B\n"open,1\n2,3\n')), messages.importOpenQuote);
    fails(() => readCsv(Buffer.from([0x41, 0x00, 0x2c, 0x00, 0x42, 0x0a, 0x31])), messages.importNotCsv);
  });
});

describe('numbers and dates in each convention', () => {
  it.each([
    ['1234', en, 1234],
    ['1234.5', en, 1234.5],
    ['1,234.50', en, 1234.5],
    ['1,234,567.89', en, 1234567.89],
    ['0', en, 0],
    ['-3', en, -3],
    ['1234', de, 1234],
    ['1234,5', de, 1234.5],
    ['1.234,50', de, 1234.5],
    ['1.234', de, 1234],
    ['12.345.678', de, 12345678],
    ['1 234,50', de, 1234.5],
    ['1.234,50 €', de, 1234.5],
    ['120.500 km', de, 120500],
    ['19,99€', de, 19.99],
  ] as const)('%s reads as %s', (text, convention, value) => {
    expect(parseNumber(text, convention)).toBe(value);
  });

  it.each([
    ['1.234', en, 1.234],
    ['1,23', en, undefined],
    ['1,2345', en, undefined],
    ['12,34,567', en, undefined],
    ['1,234', de, 1.234],
    ['1.23', de, undefined],
    ['1.2345', de, undefined],
    ['abc', de, undefined],
    ['1e5', en, undefined],
    ['', en, undefined],
  ] as const)('%s is read strictly: %s', (text, convention, value) => {
    expect(parseNumber(text, convention)).toBe(value);
  });

  it("writes numbers without grouping, with the convention's decimal separator", () => {
    expect(formatNumber(1234.5, 2, en)).toBe('1234.50');
    expect(formatNumber('1234.50', 2, de)).toBe('1234,50');
    expect(formatNumber(9_999_999_999.99, 2, de)).toBe('9999999999,99');
    expect(formatNumber(0, 2, en)).toBe('0.00');
  });

  it.each(['en', 'de', 'al'] as const)('writes dates yyyy-MM-dd in %s, and nothing for no date', (language) => {
    const context = { language, convention: CSV_CONVENTIONS[language] };
    expect(writeDay('2026-03-05', context)).toBe('2026-03-05');
    expect(writeDay('2026-03-05T23:30:00.000Z', context)).toBe('2026-03-05');
    expect(writeDay(null, context)).toBe('');
  });

  // What Fleet writes, and what LibreOffice and Excel save again in each language (docs/csv.md, Spreadsheets).
  it.each([
    ['2026-03-05', undefined, '2026-03-05'],
    [' 2026-03-05 ', undefined, '2026-03-05'],
    ['2026-3-5', undefined, '2026-03-05'],
    ['05.03.2026', undefined, '2026-03-05'],
    ['5.3.2026', undefined, '2026-03-05'],
    ['05.03.26', undefined, '2026-03-05'],
    ['5.3.26', undefined, '2026-03-05'],
    ['29.02.24', undefined, '2024-02-29'],
    ['31.12.68', undefined, '2068-12-31'],
    ['01.01.69', undefined, '1969-01-01'],
    ['15.07.99', undefined, '1999-07-15'],
    ['01.01.00', undefined, '2000-01-01'],
    ['3/5/2026', 'month-first', '2026-03-05'],
    ['03/05/26', 'month-first', '2026-03-05'],
    ['3/5/2026', 'day-first', '2026-05-03'],
    ['03/05/26', 'day-first', '2026-05-03'],
    ['12/31/2025', 'month-first', '2025-12-31'],
    ['31/12/2025', 'day-first', '2025-12-31'],
  ] as const)('%s (slashes %s) reads as %s', (text, order, day) => {
    expect(parseDay(text, order)).toBe(day);
  });

  it.each([
    ['29.02.2026', undefined],
    ['29.02.26', undefined],
    ['31.04.2026', undefined],
    ['00.01.2026', undefined],
    ['5.13.2026', undefined],
    ['05.03.026', undefined],
    ['05.03.202', undefined],
    ['2026-02-30', undefined],
    ['26-03-05', undefined],
    ['5-3-2026', undefined],
    ['05.03.', undefined],
    ['3/5/2026', undefined],
    ['31/12/2025', 'month-first'],
    ['12/31/2025', 'day-first'],
    ['2/29/2026', 'month-first'],
    ['01.01.1899', undefined],
    ['March 5, 2026', undefined],
    ['46086', undefined],
    ['', undefined],
  ] as const)('%s (slashes %s) is refused', (text, order) => {
    expect(parseDay(text, order as SlashOrder | undefined)).toBeUndefined();
  });

  it.each([
    [0, 2000],
    [26, 2026],
    [68, 2068],
    [69, 1969],
    [99, 1999],
  ])('reads the two-digit year %s as %s (POSIX %y)', (twoDigits, year) => {
    expect(fullYear(twoDigits)).toBe(year);
  });

  it.each([
    [['8/7/2026', '8/13/2026'], 'month-first'],
    [['8/7/2026', '13/8/2026'], 'day-first'],
    [['08/07/26', '08/13/26', '', '2026-08-07', '07.08.2026'], 'month-first'],
    [['8/7/2026', '3/4/2026'], undefined],
    [['8/13/2026', '13/8/2026'], undefined],
    [['13/13/2026', '8/13/2026'], 'month-first'],
    [['2026-08-07', '07.08.2026'], undefined],
    [[], undefined],
  ] as const)("decides the order of a file's slash dates from all of them: %j → %s", (cells, order) => {
    expect(slashOrderOf(cells)).toBe(order);
  });

  it('refuses a slash date whose order the file leaves open with its own message, and an impossible one as any bad date', () => {
    const context = { language: 'en' as const, convention: en };
    expect(readDay('3/4/2026', context)).toEqual({ error: messages.importSlashDate });
    expect(readDay('3/4/2026', { ...context, slashOrder: 'month-first' })).toEqual({ value: '2026-03-04' });
    expect(readDay('13/13/2026', context)).toEqual({ error: messages.validDay });
    expect(readDay('31.02.2026', context)).toEqual({ error: messages.validDay });
    expect(readDay('', context)).toEqual({ value: '' });
  });
});
