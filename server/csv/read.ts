import { messages } from '../../contract/messages';
import { badRequest } from '../errors';
import { unguardFormula } from './write';

interface CsvRecord {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: string[];
}

interface CsvFile {
  delimiter: ',' | ';' | '\t';
  header: string[];
  /** The records after the header, blank ones left out (their row numbers stay counted). */
  records: CsvRecord[];
}

/**
 * Reads a CSV file as people's spreadsheets write it: UTF-8 with or without a byte order mark, UTF-16
 * (Excel's "Unicode text"), or, when the bytes are not UTF-8, Windows-1252 (Excel's "CSV" in German
 * and Albanian Windows); `,`, `;` or tab between fields, whichever the header line uses; quoted
 * fields with doubled quotes and line breaks inside; CRLF or LF. Anything else is refused with a
 * message that says what to do, never half-read.
 */
export function readCsv(content: Buffer): CsvFile {
  if (content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw badRequest(messages.importWorkbook);
  const text = decode(content);
  if (text.includes('\u0000')) throw badRequest(messages.importNotCsv);
  const delimiter = detectDelimiter(text);
  const records = parseRecords(text, delimiter);
  const [headerRecord, ...rest] = records;
  if (!headerRecord || headerRecord.cells.every((cell) => cell.trim() === '')) throw badRequest(messages.importEmpty);
  const dataRecords = rest.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (dataRecords.length === 0) throw badRequest(messages.importEmpty);
  return { delimiter, header: headerRecord.cells.map((cell) => cell.trim()), records: dataRecords };
}

function decode(content: Buffer): string {
  if (content[0] === 0xff && content[1] === 0xfe) return new TextDecoder('utf-16le').decode(content.subarray(2));
  if (content[0] === 0xfe && content[1] === 0xff) return new TextDecoder('utf-16be').decode(content.subarray(2));
  try {
    // A BOM, if any, goes with it (ignoreBOM: false is the default).
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return decodeWindows1252(content);
  }
}

/**
 * Windows-1252 is Latin-1 but for 0x80–0x9F, where it keeps €, „, “, Š and friends. Node's own
 * TextDecoder treats the label as Latin-1 and turns € into a control character, hence this table.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(content: Buffer): string {
  const units = new Uint16Array(content.length);
  content.forEach((byte, index) => {
    units[index] = byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte;
  });
  return new TextDecoder('utf-16le').decode(units);
}

/** The delimiter is the one the header line uses most, outside quotes; a single column counts as `,`. */
function detectDelimiter(text: string): CsvFile['delimiter'] {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
  }
  const best = (Object.keys(counts) as CsvFile['delimiter'][]).sort((a, b) => counts[b] - counts[a])[0]!;
  return counts[best] > 0 ? best : ',';
}

/** RFC 4180 records; a quote left open at the end of the file is an error on the row where it opened. */
function parseRecords(text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let openedOn = 1;
  const endCell = () => {
    cells.push(unguardFormula(cell));
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ row: records.length + 1, cells });
    cells = [];
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
      openedOn = records.length + 1;
    } else if (char === delimiter) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
    } else {
      cell += char;
    }
  }
  if (quoted) throw badRequest(messages.importOpenQuote, [{ field: '', row: openedOn, message: messages.importOpenQuote }]);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
