import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Actor } from '../actor';
import type { Executor } from './client';
import { employees } from './schema';

/** The caller's name as the screens show a person, kept on what they write so that it stays readable when they go. */
export async function nameOfActor(tx: Executor, actor: Actor): Promise<string> {
  const [row] = await tx
    .select({
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${employees.firstName}, ${employees.lastName})), ''), ${employees.username})`,
    })
    .from(employees)
    .where(eq(employees.id, actor.id));
  return row?.name ?? actor.username;
}

/** A person (an employee, or an alias of the table) as the screens name one: their full name, else their username; null for none. */
export const personName = (person: { id: SQLWrapper; firstName: SQLWrapper; lastName: SQLWrapper; username: SQLWrapper }) =>
  sql<string | null>`case when ${person.id} is not null
    then coalesce(nullif(trim(concat_ws(' ', ${person.firstName}, ${person.lastName})), ''), ${person.username}) end`;
