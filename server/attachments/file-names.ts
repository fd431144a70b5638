import type { AttachmentType } from '../../contract/document-kinds';

/** The extensions each type is saved with; the first is the one a name without a fitting one gets. */
const EXTENSIONS: Record<AttachmentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/** Characters of a name's base kept at most, extension aside. */
const MAX_BASE_LENGTH = 150;

/** Control characters, invisible ones and the marks that turn text right to left (`gpj.exe` shown as `exe.jpg`). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
/** Half of a surrogate pair without its other half: no text, and encodeURIComponent throws on it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** What no file system of the people downloading takes in a name, or what would end a quoted header value. */
const FORBIDDEN = /["*:<>?|\\/]/g;

/**
 * The name an attachment is kept and downloaded under: the uploaded name's last path segment, without
 * control, invisible and direction characters, and ending in an extension of the type its content is,
 * so that a PDF named `invoice.html` is saved as `invoice.html.pdf` and opens as what it is.
 */
export function safeFileName(uploaded: string | undefined, type: AttachmentType): string {
  const lastSegment = (uploaded ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(LONE_SURROGATE, '')
    .replace(INVISIBLE, '')
    .replace(FORBIDDEN, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const fits = EXTENSIONS[type].includes(extension);
  const base = Array.from(fits ? cleaned.slice(0, dot) : cleaned)
    .slice(0, MAX_BASE_LENGTH)
    .join('')
    .trim();
  return `${base || 'attachment'}.${fits ? extension : EXTENSIONS[type][0]}`;
}

/** RFC 5987's value characters: encodeURIComponent leaves these four that it does not allow. */
const encodeValue = (text: string) =>
  encodeURIComponent(text.replace(LONE_SURROGATE, '')).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` of a download: an attachment, never shown in the page, unless said `inline`
 * (an inspection's photo); the name in UTF-8 (RFC 6266 `filename*`), and in plain ASCII for the few
 * clients that read only `filename`.
 */
export function attachmentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeValue(fileName)}`;
}
