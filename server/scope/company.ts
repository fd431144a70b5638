import { eq } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import { id } from '../../contract/schemas/fields';
import type { Actor } from '../actor';
import type { Executor } from '../db/client';
import { companies } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { targetCompany } from './scope';

/**
 * The company a new branch, employee or vehicle belongs to. A superadmin must name it; anyone else
 * creates in their own company, and naming another answers 404 as if it did not exist.
 */
export async function companyForNewRecord(db: Executor, actor: Actor, requested: string | undefined): Promise<string> {
  // Named by a superadmin's form or a CSV import's field: anything but an id is the sender's mistake.
  if (requested !== undefined && !id().safeParse(requested).success)
    throw badRequest(messages.validId, [{ field: 'company_id', message: messages.validId }]);
  const companyId = targetCompany(actor, requested);
  if (!companyId) throw badRequest(messages.required, [{ field: 'company_id', message: messages.required }]);
  if (requested && requested !== companyId) throw notFound(messages.notFound('Company'));
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound(messages.notFound('Company'));
  return companyId;
}
