import type { RaRecord } from 'ra-core';

/** An employee as sentences name them: first and last name, else the username. */
export function employeeName(employee: RaRecord): string {
  const fullName = [employee.first_name, employee.last_name].filter(Boolean).join(' ');
  return fullName || employee.username;
}
