import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEPENDENT_NAMES, messages } from '../../../contract/messages';
import type { Company, companyInput, companyListQuery } from '../../../contract/schemas/company';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import { companies, logoFiles } from '../../db/schema';
import { assertCurrentVersion, conflict, notFound } from '../../errors';
import { applyLogoChange, deleteLogoFile, logoPath, type LogoChange } from '../../logos/logo-file';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../../db/lists';
import { describeCounts } from '../../scope/dependents';

type CompanyInput = z.output<typeof companyInput>;
type CompanyUpdate = CompanyInput & { version: number };
type CompanyListQuery = z.output<typeof companyListQuery>;

const columns = {
  id: companies.id,
  name: companies.name,
  email: companies.email,
  address: companies.address,
  logoId: companies.logoId,
  version: companies.version,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

const toCompany = ({ logoId, ...row }: { logoId: string | null } & Omit<Company, 'logo'>): Company => ({ ...row, logo: logoPath(logoId) });

const sortable: Record<NonNullable<CompanyListQuery['sort']>, SortColumn> = {
  name: { column: sql`lower(${companies.name})` },
  email: { column: sql`${companies.email}` },
  address: { column: sql`lower(${companies.address})`, nullable: true },
  createdAt: { column: sql`${companies.createdAt}` },
  updatedAt: { column: sql`${companies.updatedAt}` },
};

export async function listCompanies(db: Executor, query: CompanyListQuery) {
  const where = allOf(
    matchesSearch(query.q, [sql`${companies.name}`, sql`${companies.email}`, sql`coalesce(${companies.address}, '')`]),
    idIn(sql`${companies.id}`, query.ids),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(companies)
      .where(where)
      .orderBy(orderBy(sortable[query.sort ?? 'name'], query.order, sql`${companies.id}`))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(companies).where(where),
  ]);
  return pageOf(rows.map(toCompany), total!.value, query);
}

export async function findCompany(db: Executor, id: string): Promise<Company> {
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, id));
  if (!row) throw notFound(messages.notFound('Company'));
  return toCompany(row);
}

export async function createCompany(db: Executor, input: CompanyInput, logo: LogoChange): Promise<Company> {
  return atomically(db, async (tx) => {
    await assertNameFree(tx, input.name);
    const [created] = await tx.insert(companies).values(input).returning({ id: companies.id });
    const logoId = await applyLogoChange(tx, created!.id, null, logo);
    if (logoId) await tx.update(companies).set({ logoId }).where(eq(companies.id, created!.id));
    return findCompany(tx, created!.id);
  });
}

export async function updateCompany(db: Executor, id: string, { version, ...input }: CompanyUpdate, logo: LogoChange): Promise<Company> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({ logoId: companies.logoId, version: companies.version })
      .from(companies)
      .where(eq(companies.id, id))
      .for('update');
    if (!current) throw notFound(messages.notFound('Company'));
    assertCurrentVersion(current.version, version);
    await assertNameFree(tx, input.name, id);
    const logoId = await applyLogoChange(tx, id, current.logoId, logo);
    await tx
      .update(companies)
      .set({ ...input, logoId, updatedAt: sql`now()` })
      .where(eq(companies.id, id));
    if (logoId !== current.logoId) await deleteLogoFile(tx, id, current.logoId);
    return findCompany(tx, id);
  });
}

/** A company that still has branches, employees or vehicles is not deleted (docs/product.md, Deleting records): 409 says why. */
export async function deleteCompany(db: Executor, id: string): Promise<Company> {
  return atomically(db, async (tx) => {
    const [current] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
    if (!current) throw notFound(messages.notFound('Company'));
    const company = await findCompany(tx, id);
    const {
      rows: [dependents],
    } = await tx.execute<{ branches: number; employees: number; vehicles: number }>(sql`
      select (select count(*)::int from branches b where b.company_id = ${id}) as branches,
             (select count(*)::int from employees e where e.company_id = ${id}) as employees,
             (select count(*)::int from vehicles v where v.company_id = ${id}) as vehicles`);
    const what = describeCounts([
      [dependents!.branches, ...DEPENDENT_NAMES.branch],
      [dependents!.employees, ...DEPENDENT_NAMES.employee],
      [dependents!.vehicles, ...DEPENDENT_NAMES.vehicle],
    ]);
    if (what) throw conflict(messages.inUse('company', what));
    await tx.update(companies).set({ logoId: null }).where(eq(companies.id, id));
    await tx.delete(logoFiles).where(eq(logoFiles.companyId, id));
    await tx.delete(companies).where(eq(companies.id, id));
    return company;
  });
}

async function assertNameFree(tx: Executor, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(allOf(sql`lower(${companies.name}) = lower(${name})`, exceptId ? sql`${companies.id} <> ${exceptId}` : undefined));
  if (clash)
    throw conflict(messages.duplicate('A company with this name'), [
      { field: 'name', message: messages.duplicate('A company with this name') },
    ]);
}
