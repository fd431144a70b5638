import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'ra-core';
import { formatCost, formatDate, formatKilometres, formatNumber, formatQuantity } from '../../../../contract/formats';
import type { Language } from '../../../../contract/languages';
import { withoutSoftHyphens, yesNoNames } from '../../../../contract/vocabulary';
import { useLanguage } from '../../../i18n/useLanguage';
import { ImportTable } from './ImportTable';
import { mandatoryMaintenance } from '../../../resourceDefinitions/mandatory-maintenance';

/** The first rows as they will be created, in the fleet's formats, and how many more follow. */
export function ImportPreviewTable({ resource, rows, total }: { resource: string; rows: Record<string, unknown>[]; total: number }) {
  const translate = useTranslate();
  const language = useLanguage();
  if (rows.length === 0) return null;
  const fields = Object.keys(rows[0]!);
  const head = fields.map((field) => (
    <TableCell key={field}>{withoutSoftHyphens(translate(`resources.${resource}.fields.${field}`))}</TableCell>
  ));
  return (
    <>
      <ImportTable title={translate('fleet.csv.preview_title')} head={head}>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {fields.map((field) => (
              <TableCell key={field} sx={{ whiteSpace: field === 'notes' ? 'normal' : 'nowrap' }}>
                {shown(resource, field, row[field], translate, language)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </ImportTable>
      {total > rows.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('fleet.csv.preview_more', { smart_count: total - rows.length })}
        </Typography>
      )}
    </>
  );
}

/** A previewed value as the tables show it. */
function shown(resource: string, field: string, value: unknown, translate: TranslateFunction, language: Language): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if ((field === 'cost' || field === 'unit_cost') && typeof value === 'number') return formatCost(value, language);
  // A part's reorder level, in whole units or hundredths as its stock is counted.
  if (field === 'reorder_level' && typeof value === 'number') return formatQuantity(value, language);
  // A fuel entry's litres or kWh (its unit is the next column) and AdBlue, and whether it filled up.
  if ((field === 'quantity' || field === 'adblue_litres') && typeof value === 'number') return formatNumber(value, language, 2);
  if (typeof value === 'boolean') return yesNoNames[language][value ? 'yes' : 'no'];
  if (typeof value === 'number') return formatKilometres(value, language);
  if (field === 'type') return translate(`fleet.vehicle_types.${value}`, { _: String(value) });
  if (field === 'service_type' && resource === mandatoryMaintenance.name)
    return translate(`resources.mandatory-maintenance.service_types.${value}`, { _: String(value) });
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text)! : text;
}
