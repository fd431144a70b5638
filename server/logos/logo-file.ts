import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MAX_LOGO_MEGABYTES, MAX_LOGO_PIXELS, messages } from '../../contract/messages';
import { declaredImageSize } from '../image-size';
import type { Executor } from '../db/client';
import { logoFiles } from '../db/schema';
import { HttpError } from '../errors';
import { multipartLimitError } from '../multipart-limits';
import { partsOf } from '../multipart-parts';
import { bodyRead } from '../plugins/authentication';

export const MAX_LOGO_BYTES = MAX_LOGO_MEGABYTES * 1024 * 1024;

type LogoType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type read from the file's first bytes; the name and the declared type are not trusted. */
function sniffLogoType(content: Buffer): LogoType | undefined {
  if (content.length >= 8 && content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.length >= 12 && content.toString('latin1', 0, 4) === 'RIFF' && content.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}

/**
 * Refuses a logo whose declared size cannot be read or is over MAX_LOGO_PIXELS on a side. A logo is
 * shown a few hundred pixels wide; a small file that declares 50,000 × 50,000 pixels is an image
 * bomb, which every browser that shows it must unpack into gigabytes of memory.
 */
function checkLogoDimensions(content: Buffer) {
  const size = declaredImageSize(content);
  if (!size) throw new HttpError(415, messages.logoType);
  if (size.width > MAX_LOGO_PIXELS || size.height > MAX_LOGO_PIXELS) throw new HttpError(400, messages.logoDimensions);
}

export const logoPath = (logoId: string | null) => (logoId ? `/api/logos/${logoId}` : null);

/**
 * What a form says about the logo: a new file, `null` to remove it, or nothing (keep what is there).
 * A JSON body may echo the stored path back; that means "keep" too.
 */
export type LogoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; content: Buffer; mimeType: LogoType };

interface FormWithLogo {
  fields: Record<string, unknown>;
  logo: LogoChange;
}

/**
 * Reads a create or update body that may carry a logo: multipart (the browser's forms, docs/architecture.md, Logos) or
 * JSON (API clients). Files over 2 MB answer 413 and files that are not PNG, JPEG or WebP answer 415,
 * before anything is stored.
 */
export async function readFormWithLogo(request: FastifyRequest): Promise<FormWithLogo> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { logo, ...fields } = body;
    return { fields, logo: logo === null || logo === '' ? { kind: 'remove' } : { kind: 'keep' } };
  }
  const fields: Record<string, unknown> = {};
  let logo: LogoChange = { kind: 'keep' };
  try {
    for await (const part of partsOf(request)) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname !== 'logo') continue;
        // A form whose file input was left empty sends an empty part with no name: no change.
        if (content.length === 0 && !part.filename) continue;
        const mimeType = sniffLogoType(content);
        if (!mimeType) throw new HttpError(415, messages.logoType);
        checkLogoDimensions(content);
        logo = { kind: 'replace', content, mimeType };
      } else if (part.fieldname === 'logo') {
        if (part.value === '' || part.value === 'null') logo = { kind: 'remove' };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    multipartLimitError(error, messages.logoTooLarge);
  }
  await bodyRead(request);
  return { fields, logo };
}

/** Applies a logo change for a record; returns the logo id the record should hold from now on. */
export async function applyLogoChange(
  tx: Executor,
  companyId: string,
  currentLogoId: string | null,
  change: LogoChange,
): Promise<string | null> {
  if (change.kind === 'keep') return currentLogoId;
  if (change.kind === 'remove') return null;
  const [stored] = await tx
    .insert(logoFiles)
    .values({
      companyId,
      mimeType: change.mimeType,
      byteSize: change.content.length,
      sha256: createHash('sha256').update(change.content).digest('hex'),
      content: change.content,
    })
    .returning({ id: logoFiles.id });
  return stored!.id;
}

/** Removes a logo file once no record points at it any more. */
export async function deleteLogoFile(tx: Executor, companyId: string, logoId: string | null) {
  if (!logoId) return;
  await tx
    .delete(logoFiles)
    .where(
      and(
        eq(logoFiles.companyId, companyId),
        eq(logoFiles.id, logoId),
        sql`not exists (select 1 from companies c where c.logo_id = ${logoId}) and not exists (select 1 from branches b where b.logo_id = ${logoId})`,
      ),
    );
}
