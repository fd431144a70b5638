import { branches } from '../../../resourceDefinitions/branches';
import { documents } from '../../../resourceDefinitions/documents';
import { employees } from '../../../resourceDefinitions/employees';
import { inspectionForms } from '../../../resourceDefinitions/inspection-forms';
import { inspections } from '../../../resourceDefinitions/inspections';
import { issues } from '../../../resourceDefinitions/issues';
import { parts } from '../../../resourceDefinitions/parts';
import { vehicles } from '../../../resourceDefinitions/vehicles';
import { vendors } from '../../../resourceDefinitions/vendors';
import { workOrders } from '../../../resourceDefinitions/work-orders';

/** Columns that hold another record's id, and that record's screen: a change shows its name, not its id. */
const REFERENCES: Record<string, string> = {
  vehicle_id: vehicles.name,
  branch_id: branches.name,
  branch_ids: branches.name,
  vendor_id: vendors.name,
  preferred_vendor_id: vendors.name,
  part_id: parts.name,
  employee_id: employees.name,
  assignee_id: employees.name,
  inspector_id: employees.name,
  author_id: employees.name,
  reported_by: employees.name,
  created_by: employees.name,
  issue_id: issues.name,
  work_order_id: workOrders.name,
  document_id: documents.name,
  form_id: inspectionForms.name,
  inspection_id: inspections.name,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a value refers to, and their screen; undefined when the column is no reference or holds no id. */
export function referencesOf(column: string, value: unknown): { screen: string; ids: string[] } | undefined {
  const screen = REFERENCES[column];
  if (!screen) return undefined;
  const ids = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && UUID.test(item));
  return ids.length > 0 ? { screen, ids } : undefined;
}
