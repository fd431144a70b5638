import { sql } from 'drizzle-orm';
import type { Overview } from '../../../contract/schemas/overview';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { companies, overviewSnapshots, overviewVersions } from '../../db/schema';
import { visibleBranchIds } from '../../scope/scope';

/**
 * The overview of a company part, computed once per version of the company's data and per day
 * ("due soon" moves with the date), then read as one row until something it shows changes: the
 * triggers of migrations 0003 and 0018 raise the company's version in the same transaction as every
 * write to vehicles, their branches, maintenance records, fuel entries and the thresholds. It lives in PostgreSQL, so every
 * instance shares it and none holds state. A superadmin's view across companies is computed each time.
 */
export async function keptOverview(
  db: Executor,
  actor: Actor,
  branchId: string | undefined,
  now: Date,
  compute: () => Promise<Overview>,
): Promise<Overview> {
  const companyId = actor.companyId;
  if (!companyId) return compute();
  // The company's own day (contract/time-zones.ts): its overview turns over at its midnight.
  const today = sql`(${now.toISOString()}::timestamptz at time zone (select ${companies.timeZone} from ${companies} where ${companies.id} = ${companyId}))::date`;
  const scope = JSON.stringify({ branchId: branchId ?? null, visible: visibleBranchIds(actor)?.toSorted() ?? null });
  // The version is read before the numbers, so a snapshot never carries a newer version than its data.
  const {
    rows: [kept],
  } = await db.execute<{ version: string; overview: Overview | null }>(sql`
    select current.version::text as version, ${overviewSnapshots.overview} as overview
      from (select coalesce((select ${overviewVersions.version} from ${overviewVersions} where ${overviewVersions.companyId} = ${companyId}), 0) as version) as current
      left join ${overviewSnapshots} on ${overviewSnapshots.companyId} = ${companyId} and ${overviewSnapshots.scope} = ${scope}
                                     and ${overviewSnapshots.day} = ${today} and ${overviewSnapshots.version} = current.version`);
  if (kept!.overview) return kept!.overview;
  const overview = await compute();
  // A snapshot of a later day or version, written meanwhile by another request, stays.
  await db.execute(sql`
    insert into ${overviewSnapshots} (company_id, scope, day, version, overview)
    values (${companyId}, ${scope}, ${today}, ${kept!.version}::bigint, ${JSON.stringify(overview)}::jsonb)
    on conflict (company_id, scope) do update set day = excluded.day, version = excluded.version, overview = excluded.overview
     where (${overviewSnapshots.day}, ${overviewSnapshots.version}) < (excluded.day, excluded.version)`);
  return overview;
}
