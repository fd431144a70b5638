import type { TranslateFunction } from 'ra-core';
import type { HistoryEntity } from '../../../../contract/history';
import type { Language } from '../../../../contract/languages';
import { formatCost, formatDate, formatKilometres, formatNumber, formatQuantity } from '../../../../contract/formats';
import {
  documentKindNames,
  issuePriorityNames,
  issueSourceNames,
  issueStatusNames,
  mandatoryServiceTypeNames,
  vehicleTypeNames,
  workOrderRecordKindNames,
  workOrderStatusNames,
  yesNoNames,
} from '../../../../contract/vocabulary';
import { formatWhen } from '../../inspections/when';

/** What a value is written with: the reader's language and zone, and the catalogue. */
export interface ValueContext {
  language: Language;
  timeZone: string;
  translate: TranslateFunction;
}

type Names = Record<Language, Record<string, string>>;

/** Columns whose values the screens name (a status, a kind), by table where the same column means another thing elsewhere. */
const NAMED: Record<string, Names> = {
  'vehicles.type': vehicleTypeNames,
  'documents.kind': documentKindNames,
  'issues.status': issueStatusNames,
  'issues.source': issueSourceNames,
  'work_orders.status': workOrderStatusNames,
  'work_orders.record_kind': workOrderRecordKindNames,
  priority: issuePriorityNames,
  // A general maintenance's service type is free text, which stays as typed.
  service_type: mandatoryServiceTypeNames,
};

/** Columns whose values are named by a message of the catalogue: `<prefix>.<value>`. */
const NAMED_BY_KEY: Record<string, string> = {
  'employees.role': 'fleet.roles',
  'work_order_lines.kind': 'resources.work-orders.lines.kinds',
};

const KILOMETRES = new Set([
  'mileage',
  'entered_mileage',
  'last_service_mileage',
  'mandatory_service_interval_km',
  'km',
  'total_km',
  'odometer',
  'due_soon_km',
  'meter_offset',
]);
const QUANTITIES = new Set(['quantity', 'on_hand', 'reorder_level', 'adblue_litres']);
const isCost = (column: string) => column === 'cost' || column.endsWith('_cost');

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** As many decimals as the value has, up to its hundredths. */
const decimalsOf = (value: number) => Math.min(2, (String(value).split('.')[1] ?? '').length);

function namedValue(entity: HistoryEntity, column: string, value: string, context: ValueContext): string | undefined {
  const names = NAMED[`${entity}.${column}`] ?? NAMED[column];
  const named = names?.[context.language][value];
  if (named) return named;
  const prefix = NAMED_BY_KEY[`${entity}.${column}`];
  return prefix ? context.translate(`${prefix}.${value}`, { _: value }) : undefined;
}

function numberText(column: string, value: number, context: ValueContext): string {
  if (KILOMETRES.has(column)) return formatKilometres(value, context.language);
  if (isCost(column)) return formatCost(value, context.language);
  if (QUANTITIES.has(column)) return formatQuantity(value, context.language);
  if (column === 'engine_hours') return `${formatNumber(value, context.language, 1)} h`;
  return formatNumber(value, context.language, decimalsOf(value));
}

/**
 * One value of a change as the screens show it (docs/screens.md, History): days and moments in the
 * fleet's format and the reader's zone, km, money and quantities with the language's separators,
 * Yes and No, a status or kind by its name, nothing as "—". A list (a form's branches) is its values;
 * what has parts of its own (a form's sections) only says that it changed.
 */
export function formatHistoryValue(entity: HistoryEntity, column: string, value: unknown, context: ValueContext): string {
  if (value === null || value === undefined || value === '') return context.translate('fleet.history.no_value');
  if (typeof value === 'boolean') return yesNoNames[context.language][value ? 'yes' : 'no'];
  // PostgreSQL's numeric may arrive as text; a column of money or km is still a number.
  if (typeof value === 'string' && (isCost(column) || KILOMETRES.has(column)) && /^-?\d+(\.\d+)?$/.test(value))
    return numberText(column, Number(value), context);
  if (typeof value === 'number') return numberText(column, value, context);
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDate(value) ?? value;
    if (TIMESTAMP.test(value)) return formatWhen(value, context.timeZone);
    return namedValue(entity, column, value, context) ?? value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return context.translate('fleet.history.no_value');
    if (value.every((item) => item === null || typeof item !== 'object'))
      return value.map((item) => formatHistoryValue(entity, column, item, context)).join(', ');
  }
  return context.translate('fleet.history.details');
}
