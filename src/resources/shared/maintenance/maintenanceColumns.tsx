import type { ComponentType } from 'react';
import { DataTable } from 'react-admin';
import type { MaintenanceDateField } from '../../../../contract/schemas/maintenance';
import { costColumn, dateColumn, readingColumn, NOTES } from '../list/columns';
import { NotesCell } from '../../vehicles/vehicleCells';

type FieldComponent = ComponentType<{ source: string; label?: string }>;

interface MaintenanceColumns {
  /** The kind's date: `service_date` or `finished_on`. */
  date: MaintenanceDateField;
  /** How the service type reads: free text as it is, a mandatory type translated. */
  serviceType?: FieldComponent;
  /**
   * `list`: a maintenance screen, where notes wrap; `vehicle`: a vehicle's tab, where numbers align
   * right and notes keep to one line.
   */
  place: 'list' | 'vehicle';
}

/**
 * The columns every maintenance table starts with (docs/screens.md, General maintenance; Mandatory
 * maintenance; Vehicle details): service type, date, cost, mileage and notes.
 */
export function maintenanceColumns({ date, serviceType, place }: MaintenanceColumns) {
  const numbers = place === 'vehicle' ? { align: 'right' as const } : {};
  return [
    <DataTable.Col key="service_type" source="service_type" field={serviceType} />,
    dateColumn(date),
    costColumn('cost', numbers),
    readingColumn('mileage', numbers),
    place === 'vehicle' ? (
      <DataTable.Col key="notes" source="notes" field={NotesCell} disableSort />
    ) : (
      <DataTable.Col key="notes" source="notes" disableSort sx={NOTES} />
    ),
  ];
}
