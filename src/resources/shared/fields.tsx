import { useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import { formatCost, formatDate, formatKilometres } from '../../../contract/formats';
import { LANGUAGE_TAGS, type Locale } from '../../i18n';

/** Small read-only cells in the fleet's formats (product.md "Formats"), in the user's language. */

function useLanguageTag(): string {
  const [locale] = useLocaleState();
  return LANGUAGE_TAGS[locale as Locale] ?? 'en';
}

export function DateText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{formatDate(record?.[source]) ?? translate('fleet.format.missing_date')}</>;
}

export function CostText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const tag = useLanguageTag();
  return typeof record?.[source] === 'number' ? <>{formatCost(record[source], tag)}</> : null;
}

export function KilometresText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const tag = useLanguageTag();
  return typeof record?.[source] === 'number' ? <>{formatKilometres(record[source], tag)}</> : null;
}

/** Spec §2: branch names joined by a comma, or "No Branch Assigned". */
export function BranchNames({ source = 'branches' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const branches = (record?.[source] ?? []) as { name: string }[];
  return <>{branches.length ? branches.map((branch) => branch.name).join(', ') : translate('fleet.format.no_branch')}</>;
}
