import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ISSUE_PRIORITIES, ISSUE_STATUSES, isOpenIssue, OPEN_ISSUE_STATUSES } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import { canAccess } from '../../../contract/permissions';
import type { Issue, IssueComment, IssueInput, issueListQuery } from '../../../contract/schemas/issue';
import type { Actor } from '../../actor';
import { atomically } from '../../db/atomically';
import { nameOfActor, personName } from '../../db/actor-name';
import type { Executor } from '../../db/client';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, rankIn, type SortColumn } from '../../db/lists';
import { companies, employees, issueComments, issues, vehicles } from '../../db/schema';
import { assertCurrentVersion, badRequest, notFound } from '../../errors';
import { raiseIssues, type RaiseContext } from '../../issues/raise';
import { assertAssignee } from '../../scope/assignee';
import type { ExportedIssue } from './csv-sheet';
import { inCompany, vehicleVisible } from '../../scope/scope';

/*
 * Issues (docs/inspections.md, Issues): the defects of a vehicle, visible exactly when their vehicle is
 * (as fuel entries and maintenance records are). Anyone who sees an active vehicle reports one; the
 * office (admins, moderators in their branches) edits, assigns, resolves and deletes them. Every issue
 * is born through raiseIssues (server/issues/raise.ts), which tells of a new critical one.
 */

type IssueListQuery = z.output<typeof issueListQuery>;
/** A list's filters and order; the CSV export takes them without the paging. */
type IssueFilters = Omit<IssueListQuery, 'page' | 'limit'>;
type IssueUpdate = IssueInput & { version: number };

const assignee = alias(employees, 'assignee');

const commentCount = sql<number>`(select count(*)::int from ${issueComments}
  where ${issueComments.companyId} = ${issues.companyId} and ${issueComments.issueId} = ${issues.id})`;

const issueColumns = {
  id: issues.id,
  vehicle_id: issues.vehicleId,
  vehicle_license_plate: vehicles.licensePlate,
  title: issues.title,
  description: issues.description,
  priority: issues.priority,
  status: issues.status,
  source: issues.source,
  inspection_id: issues.inspectionId,
  item_id: issues.itemId,
  photo_id: issues.photoId,
  odometer: issues.odometer,
  assignee_id: issues.assigneeId,
  assignee_name: personName(assignee).as('assignee_name'),
  due_on: issues.dueOn,
  reported_by: issues.reportedBy,
  reported_by_name: issues.reportedByName,
  resolved_at: issues.resolvedAt,
  comment_count: commentCount.as('comment_count'),
  company_id: issues.companyId,
  version: issues.version,
  createdAt: issues.createdAt,
  updatedAt: issues.updatedAt,
};

const sortable: Record<NonNullable<IssueListQuery['sort']>, SortColumn> = {
  createdAt: { column: sql`${issues.createdAt}` },
  updatedAt: { column: sql`${issues.updatedAt}` },
  priority: { column: rankIn(sql`${issues.priority}`, ISSUE_PRIORITIES) },
  status: { column: rankIn(sql`${issues.status}`, ISSUE_STATUSES) },
  title: { column: sql`lower(${issues.title})` },
  due_on: { column: sql`${issues.dueOn}`, nullable: true },
  vehicle_license_plate: { column: sql`${vehicles.licensePlate}` },
};

const visible = (actor: Actor, branchId?: string) => vehicleVisible(actor, issues.vehicleId, issues.companyId, branchId);
const withVehicle = sql`${vehicles.companyId} = ${issues.companyId} and ${vehicles.id} = ${issues.vehicleId}`;

const withAssignee = sql`${assignee.companyId} = ${issues.companyId} and ${assignee.id} = ${issues.assigneeId}`;
const selectIssues = (db: Executor) =>
  db.select(issueColumns).from(issues).innerJoin(vehicles, withVehicle).leftJoin(assignee, withAssignee);

/**
 * The time zone a created day is counted in: the caller's company's, or for a superadmin across
 * companies each issue's own company's (docs/reminders.md, A company's today).
 */
async function zoneOf(db: Executor, actor: Actor): Promise<SQL> {
  if (!actor.companyId) return sql`(select ${companies.timeZone} from ${companies} where ${companies.id} = ${issues.companyId})`;
  const [company] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, actor.companyId));
  return sql`${company?.timeZone ?? 'UTC'}::text`;
}

/**
 * The list's conditions: scope and the selected branch, `q` in the title, the description or the
 * vehicle's plate, and every filter. The days bound the moment it was created, counted in the
 * company's zone, so that the index on the creation time answers them.
 */
function issueConditions(actor: Actor, query: IssueFilters, zone: SQL): SQL | undefined {
  const plates = alias(vehicles, 'plate_match');
  return allOf(
    visible(actor, query.branchId),
    query.q
      ? sql`(${matchesSearch(query.q, [sql`${issues.title}`, sql`coalesce(${issues.description}, '')`])}
          or ${issues.vehicleId} = any(array(select ${plates.id} from ${vehicles} as ${sql.identifier('plate_match')}
                where ${allOf(inCompany(actor, plates.companyId), matchesSearch(query.q, [sql`${plates.licensePlate}`]))})))`
      : undefined,
    idIn(sql`${issues.id}`, query.ids),
    query.vehicleId ? eq(issues.vehicleId, query.vehicleId) : undefined,
    query.status === 'open_any'
      ? sql`${issues.status} in (${sql.join(
          OPEN_ISSUE_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})`
      : query.status
        ? eq(issues.status, query.status)
        : undefined,
    query.priority ? eq(issues.priority, query.priority) : undefined,
    query.assigneeId ? eq(issues.assigneeId, query.assigneeId) : undefined,
    query.inspectionId ? eq(issues.inspectionId, query.inspectionId) : undefined,
    query.dateFrom ? sql`${issues.createdAt} >= (${query.dateFrom}::date::timestamp at time zone ${zone})` : undefined,
    query.dateTo ? sql`${issues.createdAt} < ((${query.dateTo}::date + 1)::timestamp at time zone ${zone})` : undefined,
  );
}

const issueOrder = (query: IssueFilters) => orderBy(sortable[query.sort ?? 'createdAt'], query.order, sql`${issues.id}`);

export async function listIssues(db: Executor, actor: Actor, query: IssueListQuery) {
  const where = issueConditions(actor, query, await zoneOf(db, actor));
  const [rows, [total]] = await Promise.all([
    selectIssues(db).where(where).orderBy(issueOrder(query)).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(issues).where(where),
  ]);
  return pageOf<Issue>(rows, total!.value, query);
}

/**
 * The whole filtered, sorted list, unpaged, for the CSV export to stream, with the days each issue was
 * reported and resolved on, in its company's zone.
 */
export async function issueListForExport(db: Executor, actor: Actor, query: IssueFilters) {
  const zone = await zoneOf(db, actor);
  const fields = {
    ...issueColumns,
    created_on: sql<string>`to_char(${issues.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`.as('created_on'),
    resolved_on: sql<string | null>`to_char(${issues.resolvedAt} at time zone ${zone}, 'YYYY-MM-DD')`.as('resolved_on'),
  };
  return {
    fields,
    query: db
      .select(fields)
      .from(issues)
      .innerJoin(vehicles, withVehicle)
      .leftJoin(assignee, withAssignee)
      .where(issueConditions(actor, query, zone))
      .orderBy(issueOrder(query)),
    toRow: (row: ExportedIssue) => row,
  };
}

export async function findIssue(db: Executor, actor: Actor, id: string): Promise<Issue> {
  const [row] = await selectIssues(db).where(allOf(eq(issues.id, id), visible(actor)));
  if (!row) throw notFound(messages.notFound('Issue'));
  return row;
}

/**
 * The vehicle a new issue is reported for, or an issue is moved to: active and seen by the caller
 * (a vehicle out of scope answers 404 as any record does), locked as new work on it is
 * (server/health/active-vehicle.ts), so that it is not archived before the issue is saved.
 */
async function lockIssueVehicle(tx: Executor, actor: Actor, vehicleId: string) {
  const [vehicle] = await tx
    .select({ id: vehicles.id, companyId: vehicles.companyId, isActive: vehicles.isActive })
    .from(vehicles)
    .where(allOf(eq(vehicles.id, vehicleId), vehicleVisible(actor, vehicles.id, vehicles.companyId)))
    .for('no key update');
  if (!vehicle) throw notFound(messages.notFound('Vehicle'));
  if (!vehicle.isActive)
    throw badRequest(messages.noActiveVehicleForIssue, [{ field: 'vehicle_id', message: messages.noActiveVehicleForIssue }]);
  return vehicle;
}

/** Whether the caller manages issues (edits, assigns, resolves): admins, moderators and superadmins. */
const managesIssues = (actor: Actor) => canAccess(actor.role, 'issues', 'edit');

/**
 * A person's report of a defect of an active vehicle they see (docs/inspections.md, Reported by hand),
 * raised as every issue is (raiseIssues). The office may record it assigned and as it stands already;
 * a user's report is open and unassigned, for the office to take up.
 */
export async function createIssue(db: Executor, actor: Actor, input: IssueInput, context: RaiseContext): Promise<Issue> {
  return atomically(db, async (tx) => {
    const vehicle = await lockIssueVehicle(tx, actor, input.vehicle_id);
    const manager = managesIssues(actor);
    const assigneeId = manager ? input.assignee_id : null;
    if (assigneeId) await assertAssignee(tx, vehicle, assigneeId);
    const [id] = await raiseIssues(
      tx,
      [
        {
          companyId: vehicle.companyId,
          vehicleId: vehicle.id,
          title: input.title,
          description: input.description,
          priority: input.priority,
          status: manager ? input.status : 'open',
          source: 'reported',
          odometer: input.odometer ?? null,
          assigneeId,
          dueOn: input.due_on ?? null,
          reportedBy: actor.id,
          reportedByName: await nameOfActor(tx, actor),
        },
      ],
      context,
    );
    return findIssue(tx, actor, id!);
  });
}

/**
 * The office's edit: what it says, its priority and status, its assignee and due date. Resolving or
 * closing it stamps when (kept when a resolved issue is closed); opening it again clears that. It may
 * move only to an active vehicle the caller sees; where it came from (source, inspection, reporter)
 * stays.
 */
export async function updateIssue(db: Executor, actor: Actor, id: string, input: IssueUpdate, now: Date): Promise<Issue> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({
        version: issues.version,
        vehicleId: issues.vehicleId,
        companyId: issues.companyId,
        status: issues.status,
        assigneeId: issues.assigneeId,
        resolvedAt: issues.resolvedAt,
      })
      .from(issues)
      .where(allOf(eq(issues.id, id), visible(actor)))
      .for('update');
    if (!current) throw notFound(messages.notFound('Issue'));
    assertCurrentVersion(current.version, input.version);
    const moved = input.vehicle_id !== current.vehicleId;
    const vehicle = moved ? await lockIssueVehicle(tx, actor, input.vehicle_id) : { id: current.vehicleId, companyId: current.companyId };
    if (input.assignee_id && (moved || input.assignee_id !== current.assigneeId)) await assertAssignee(tx, vehicle, input.assignee_id);
    const resolvedAt = isOpenIssue(input.status)
      ? null
      : isOpenIssue(current.status) || current.resolvedAt === null
        ? now.toISOString()
        : current.resolvedAt;
    await tx
      .update(issues)
      .set({
        vehicleId: vehicle.id,
        title: input.title,
        description: input.description,
        priority: input.priority,
        status: input.status,
        assigneeId: input.assignee_id,
        // Left out of the body, the due day and the odometer stay as they were; null clears them.
        dueOn: input.due_on,
        odometer: input.odometer,
        resolvedAt,
        updatedAt: sql`now()`,
      })
      .where(eq(issues.id, id));
    return findIssue(tx, actor, id);
  });
}

/** A mistaken issue goes with its comments; its vehicle's counts follow (issue-counts.sql). */
export async function deleteIssue(db: Executor, actor: Actor, id: string): Promise<Issue> {
  return atomically(db, async (tx) => {
    const [locked] = await tx
      .select({ id: issues.id })
      .from(issues)
      .where(allOf(eq(issues.id, id), visible(actor)))
      .for('update');
    if (!locked) throw notFound(messages.notFound('Issue'));
    const issue = await findIssue(tx, actor, id);
    await tx.delete(issues).where(eq(issues.id, id));
    return issue;
  });
}

const commentColumns = {
  id: issueComments.id,
  issue_id: issueComments.issueId,
  body: issueComments.body,
  author_id: issueComments.authorId,
  author_name: issueComments.authorName,
  createdAt: issueComments.createdAt,
};

/** An issue's comments, oldest first, to whoever may see the issue. */
export async function listComments(db: Executor, actor: Actor, issueId: string) {
  const issue = await findIssue(db, actor, issueId);
  const rows: IssueComment[] = await db
    .select(commentColumns)
    .from(issueComments)
    .where(allOf(eq(issueComments.companyId, issue.company_id), eq(issueComments.issueId, issue.id)))
    .orderBy(asc(issueComments.createdAt), asc(issueComments.id));
  return { data: rows, totalCount: rows.length, totalPages: rows.length ? 1 : 0 };
}

/** A comment on an issue, by anyone who may see it (users included); it keeps its author's name. */
export async function addComment(db: Executor, actor: Actor, issueId: string, body: string): Promise<IssueComment> {
  return atomically(db, async (tx) => {
    const issue = await findIssue(tx, actor, issueId);
    const [created] = await tx
      .insert(issueComments)
      .values({ companyId: issue.company_id, issueId: issue.id, body, authorId: actor.id, authorName: await nameOfActor(tx, actor) })
      .returning(commentColumns);
    return created!;
  });
}
