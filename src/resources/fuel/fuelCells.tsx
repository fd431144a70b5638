import { useRecordContext, useTranslate } from 'ra-core';
import { formatNumber } from '../../../contract/formats';
import { yesNoNames } from '../../../contract/vocabulary';
import { useLanguage } from '../../i18n/useLanguage';

/** What went in, with its unit: `52.30 l`, `41,80 kWh` (2 decimals, the language's separators). */
export function QuantityText(_: { source?: string; label?: string }) {
  const entry = useRecordContext();
  const language = useLanguage();
  if (typeof entry?.quantity !== 'number') return null;
  return <>{`${formatNumber(entry.quantity, language, 2)} ${entry.unit}`}</>;
}

/** AdBlue in litres, or nothing when none was bought. */
export function AdBlueText({ source = 'adblue_litres' }: { source?: string; label?: string }) {
  const entry = useRecordContext();
  const language = useLanguage();
  const litres = entry?.[source];
  return typeof litres === 'number' && litres > 0 ? <>{`${formatNumber(litres, language, 2)} l`}</> : null;
}

/** A full fill says Yes; a partial one says so, since consumption skips past it. */
export function FullText(_: { source?: string; label?: string }) {
  const entry = useRecordContext();
  const translate = useTranslate();
  const language = useLanguage();
  if (!entry) return null;
  return <>{entry.full === false ? translate('resources.fuel.partial') : yesNoNames[language].yes}</>;
}
