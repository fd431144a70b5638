import type { TranslateFunction } from 'ra-core';
import { HISTORY_ENTITIES, resourceTable, type HistoryEntity } from '../../../../contract/history';
import type { HistoryEntry } from '../../../../contract/schemas/history';
import { RESOURCE_DEFINITIONS } from '../../../resourceDefinitions';

/** Each table's screen (`employees` → `employee`), from the resources' definitions. */
const screenOfTable = new Map<string, string>(RESOURCE_DEFINITIONS.map((definition) => [resourceTable(definition.api), definition.name]));

/** Each screen's fields in the order its messages list them, which is the order its form shows them. */
const fieldsOfScreen = new Map<string, string[]>(
  RESOURCE_DEFINITIONS.map((definition) => {
    const { fields } = definition.messages.en as { fields?: Record<string, unknown> };
    return [definition.name, Object.keys(fields ?? {})];
  }),
);

/** The screen a table's rows are shown on: its own, or its record's (a work order's lines on the work order). */
function screenOfEntity(entity: HistoryEntity): string | undefined {
  return screenOfTable.get(entity) ?? screenOfTable.get(HISTORY_ENTITIES[entity]);
}

/** A part whose fields its record's screen labels apart from the record's own (a work order's lines). */
const PART_LABELS: Partial<Record<HistoryEntity, string>> = { work_order_lines: 'resources.work-orders.lines' };

/**
 * The keys a column may be labelled under: the screens label a reference by what they show of it
 * (a work order's `vendor_id` as `vendor_name`, a vehicle as its `vehicle_license_plate`).
 */
function keysOf(column: string): string[] {
  if (!column.endsWith('_id')) return [column];
  const base = column.slice(0, -'_id'.length);
  return [column, `${base}_name`, base, `${base}_license_plate`];
}

/** `entered_mileage_on` → `Entered mileage on`: the last resort, for a column no screen names. */
function humanise(column: string): string {
  const words = column.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A changed column as the screens name it: the part's own labels, its screen's `fields`, then
 * history's own words for columns no form shows, and only then the column's name, humanised.
 */
export function fieldLabel(translate: TranslateFunction, entity: HistoryEntity, column: string): string {
  const screen = screenOfEntity(entity);
  const prefixes = [PART_LABELS[entity], screen && `resources.${screen}.fields`, 'fleet.history.fields'].filter(
    (prefix): prefix is string => Boolean(prefix),
  );
  for (const prefix of prefixes) {
    for (const key of keysOf(column)) {
      const label = translate(`${prefix}.${key}`, { _: '' });
      if (label) return label;
    }
  }
  return humanise(column);
}

/**
 * An entry's changed columns in the order its screen lists them (the database keeps a change's fields
 * in an order of its own); a column the screen does not list comes after, in the order it came.
 */
export function inScreenOrder<Value>(entity: HistoryEntity, changes: Array<[string, Value]>): Array<[string, Value]> {
  const screen = screenOfEntity(entity);
  const fields = (screen && fieldsOfScreen.get(screen)) ?? [];
  const rank = (column: string) => {
    const found = keysOf(column)
      .map((key) => fields.indexOf(key))
      .filter((index) => index >= 0);
    return found.length ? Math.min(...found) : fields.length;
  };
  return changes
    .map((change, index) => ({ change, index, rank: rank(change[0]) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ change }) => change);
}

/** What kind of thing changed: "Work order line". */
export function entityName(translate: TranslateFunction, entity: HistoryEntity): string {
  return translate(`fleet.history.entities.${entity}`, { _: humanise(entity) });
}

/** Who changed it: the person, Fleet's own jobs, or nobody the app knows (a write that bypassed it). */
export function actorName(translate: TranslateFunction, entry: Pick<HistoryEntry, 'actor' | 'source'>): string {
  if (entry.actor) return entry.actor.username;
  return translate(entry.source === 'system' ? 'fleet.history.fleet' : 'fleet.history.no_actor');
}
