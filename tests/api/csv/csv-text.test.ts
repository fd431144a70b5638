import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { CSV_CONVENTIONS } from '../../../server/csv/conventions';
import { readCsv } from '../../../server/csv/read';
import { writeDay } from '../../../server/csv/columns';
import { formatNumber, parseDay, parseNumber } from '../../../server/csv/values';
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

  it('reads dd.MM.yyyy, d.M.yyyy and yyyy-MM-dd as real calendar days; refuses two-digit years and impossible days', () => {
    expect(parseDay('05.03.2026')).toBe('2026-03-05');
    expect(parseDay('5.3.2026')).toBe('2026-03-05');
    expect(parseDay(' 2026-03-05 ')).toBe('2026-03-05');
    expect(parseDay('29.02.2024')).toBe('2024-02-29');
    expect(parseDay('29.02.2026')).toBeUndefined();
    expect(parseDay('05.03.26')).toBeUndefined();
    expect(parseDay('03/05/2026')).toBeUndefined();
    expect(writeDay('2026-03-05')).toBe('05.03.2026');
    expect(writeDay(null)).toBe('');
  });
});
