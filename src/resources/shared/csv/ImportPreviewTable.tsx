import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'ra-core';
import { formatCost, formatDate, formatKilometres } from '../../../../contract/formats';
import type { Language } from '../../../../contract/languages';
import { useLanguage } from '../../../i18n/useLanguage';

/** The first rows as they will be created, in the fleet's formats, and how many more follow. */
export function ImportPreviewTable({ resource, rows, total }: { resource: string; rows: Record<string, unknown>[]; total: number }) {
  const translate = useTranslate();
  const language = useLanguage();
  if (rows.length === 0) return null;
  const fields = Object.keys(rows[0]!);
  return (
    <>
      <Typography variant="subtitle2">{translate('fleet.csv.preview_title')}</Typography>
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={translate('fleet.csv.preview_title')}>
          <TableHead>
            <TableRow>
              {fields.map((field) => (
                <TableCell key={field}>{translate(`resources.${resource}.fields.${field}`).replaceAll('\u00AD', '')}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                {fields.map((field) => (
                  <TableCell key={field} sx={{ whiteSpace: field === 'notes' ? 'normal' : 'nowrap' }}>
                    {shown(resource, field, row[field], translate, language)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
  if (field === 'cost' && typeof value === 'number') return formatCost(value, language);
  if (typeof value === 'number') return formatKilometres(value, language);
  if (field === 'type') return translate(`fleet.vehicle_types.${value}`, { _: String(value) });
  if (field === 'service_type' && resource === 'mandatory-maintenance') return translate(`resources.mandatory-maintenance.service_types.${value}`, { _: String(value) });
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text)! : text;
}
