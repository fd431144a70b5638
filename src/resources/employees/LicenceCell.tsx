import { useRecordContext, useTranslate } from 'ra-core';
import type { Employee } from '../../../contract/schemas/employee';
import { formatDate } from '../../../contract/formats';
import { DueStatusChip } from '../../health/DueStatusChip';

/**
 * An expired or lapsing driving licence flags its employee (docs/fleet-health.md, Documents): its
 * status as a chip, the day it expires in the tooltip. A licence in order, or none kept, shows nothing.
 */
export function LicenceCell(_: { source?: string; label?: string }) {
  const employee = useRecordContext<Employee>();
  const translate = useTranslate();
  if (!employee?.licence_status || employee.licence_status === 'ok' || !employee.licence_expires_on) return null;
  return (
    <DueStatusChip
      status={employee.licence_status}
      detail={translate('fleet.health.expires_on', { date: formatDate(employee.licence_expires_on) })}
    />
  );
}
