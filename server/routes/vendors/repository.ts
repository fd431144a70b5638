import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import type { Vendor, vendorInput, vendorListQuery } from '../../../contract/schemas/vendor';
import type { Actor } from '../../actor';
import { atomically } from '../../db/atomically';
import type { Executor } from '../../db/client';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../../db/lists';
import { vendors } from '../../db/schema';
import { assertCurrentVersion, notFound } from '../../errors';
import { companyForNewRecord } from '../../scope/company';
import { inCompany } from '../../scope/scope';

type VendorInput = z.output<typeof vendorInput>;
type VendorUpdate = VendorInput & { version: number };
type VendorListQuery = z.output<typeof vendorListQuery>;

const columns = {
  id: vendors.id,
  name: vendors.name,
  contact_person: vendors.contactPerson,
  email: vendors.email,
  phone: vendors.phone,
  address: vendors.address,
  notes: vendors.notes,
  company_id: vendors.companyId,
  version: vendors.version,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
};

const sortable: Record<NonNullable<VendorListQuery['sort']>, SortColumn> = {
  name: { column: sql`lower(${vendors.name})` },
  contact_person: { column: sql`lower(${vendors.contactPerson})`, nullable: true },
  email: { column: sql`${vendors.email}`, nullable: true },
  createdAt: { column: sql`${vendors.createdAt}` },
  updatedAt: { column: sql`${vendors.updatedAt}` },
};

/** A company's vendors are seen by everyone of the company, whatever their branches; a superadmin sees every company's. */
const visible = (actor: Actor) => inCompany(actor, vendors.companyId);

const fieldsOf = (input: VendorInput) => ({
  name: input.name,
  contactPerson: input.contact_person,
  email: input.email,
  phone: input.phone,
  address: input.address,
  notes: input.notes,
});

export async function listVendors(db: Executor, actor: Actor, query: VendorListQuery) {
  const where = allOf(
    visible(actor),
    matchesSearch(query.q, [
      sql`${vendors.name}`,
      sql`coalesce(${vendors.contactPerson}, '')`,
      sql`coalesce(${vendors.email}, '')`,
      sql`coalesce(${vendors.phone}, '')`,
    ]),
    idIn(sql`${vendors.id}`, query.ids),
    query.company_id ? eq(vendors.companyId, query.company_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(vendors)
      .where(where)
      .orderBy(orderBy(sortable[query.sort ?? 'name'], query.order, sql`${vendors.id}`))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(vendors).where(where),
  ]);
  return pageOf<Vendor>(rows, total!.value, query);
}

export async function findVendor(db: Executor, actor: Actor, id: string): Promise<Vendor> {
  const [row] = await db
    .select(columns)
    .from(vendors)
    .where(allOf(eq(vendors.id, id), visible(actor)));
  if (!row) throw notFound(messages.notFound('Vendor'));
  return row;
}

export async function createVendor(db: Executor, actor: Actor, input: VendorInput): Promise<Vendor> {
  const companyId = await companyForNewRecord(db, actor, input.company_id);
  return atomically(db, async (tx) => {
    const [created] = await tx
      .insert(vendors)
      .values({ companyId, ...fieldsOf(input) })
      .returning({ id: vendors.id });
    return findVendor(tx, actor, created!.id);
  });
}

/** A vendor stays in its company; company_id in an update is ignored. */
export async function updateVendor(db: Executor, actor: Actor, id: string, input: VendorUpdate): Promise<Vendor> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({ version: vendors.version })
      .from(vendors)
      .where(allOf(eq(vendors.id, id), visible(actor)))
      .for('update');
    if (!current) throw notFound(messages.notFound('Vendor'));
    assertCurrentVersion(current.version, input.version);
    await tx
      .update(vendors)
      .set({ ...fieldsOf(input), updatedAt: sql`now()` })
      .where(eq(vendors.id, id));
    return findVendor(tx, actor, id);
  });
}

export async function deleteVendor(db: Executor, actor: Actor, id: string): Promise<Vendor> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select(columns)
      .from(vendors)
      .where(allOf(eq(vendors.id, id), visible(actor)))
      .for('update');
    if (!current) throw notFound(messages.notFound('Vendor'));
    await tx.delete(vendors).where(eq(vendors.id, id));
    return current;
  });
}
