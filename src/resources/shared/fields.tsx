import { useRecordContext, useTranslate } from 'ra-core';
import { formatCost, formatDate, formatKilometres } from '../../../contract/formats';
import { useLanguage } from '../../i18n/useLanguage';

/** Small read-only cells in the fleet's formats (docs/product.md, Formats), in the user's language. */

export function DateText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{formatDate(record?.[source]) ?? translate('fleet.format.missing_date')}</>;
}

export function CostText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const language = useLanguage();
  return typeof record?.[source] === 'number' ? <>{formatCost(record[source], language)}</> : null;
}

export function KilometresText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const language = useLanguage();
  return typeof record?.[source] === 'number' ? <>{formatKilometres(record[source], language)}</> : null;
}

/** docs/screens.md, Tables: branch names joined by a comma, or "No Branch Assigned". */
export function BranchNames({ source = 'branches' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const branches = (record?.[source] ?? []) as { name: string }[];
  return <>{branches.length ? branches.map((branch) => branch.name).join(', ') : translate('fleet.format.no_branch')}</>;
}
