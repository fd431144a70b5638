import { useTheme } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatCost, formatNumber } from '../../../contract/formats';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * Money and months as the charts print them, in the user's language. Month names come from the
 * catalogues, not from the runtime's locale data, which a browser may lack (see contract/formats.ts).
 */
export function useChartFormats() {
  const translate = useTranslate();
  const language = useLanguage();
  return {
    /** `1.234,50 €` in the tooltip. */
    money: (value: number | null) => formatCost(value ?? 0, language),
    /** `6.000 €` on an axis. */
    axisMoney: (value: number) => `${formatNumber(value, language)} €`,
    /** `2026-03` → `Mar 26`. */
    month: (value: string) => `${translate(`fleet.months.${value.slice(5, 7)}`)} ${value.slice(2, 4)}`,
  };
}

/** The two kinds of maintenance and fuel in the same colours on every chart, readable on light and dark. */
const COST_COLOURS = {
  light: { general: '#2563eb', mandatory: '#0d9488', fuel: '#d97706' },
  dark: { general: '#60a5fa', mandatory: '#2dd4bf', fuel: '#fbbf24' },
};

/** What a month or a vehicle cost, in the order the bars stack and the legend reads. */
export const COST_KINDS = ['general', 'mandatory', 'fuel'] as const;

/** General and mandatory maintenance and fuel as three stacked bar series, named in the user's language. */
export function useCostSeries() {
  const translate = useTranslate();
  const theme = useTheme();
  const { money } = useChartFormats();
  const colours = COST_COLOURS[theme.palette.mode];
  return COST_KINDS.map((kind) => ({
    dataKey: kind,
    label: translate(`fleet.overview.${kind}`),
    stack: 'cost',
    color: colours[kind],
    valueFormatter: money,
  }));
}

/** What work orders stand behind, in colours of their own (docs/work-orders.md, Costs). */
const SPLIT_COLOURS = {
  light: { labour: '#7c3aed', parts: '#db2777', other: '#64748b' },
  dark: { labour: '#a78bfa', parts: '#f472b6', other: '#94a3b8' },
};

/** The parts of the maintenance that work orders stand behind, in the order the legend reads. */
const SPLIT_KINDS = ['labour', 'parts', 'other'] as const;

/**
 * Labour, parts and other as a stack of their own beside the costs' (never added to them: they are
 * part of the maintenance), named in the user's language; none when no work order stands behind any
 * record of the chart.
 */
export function useWorkOrderSeries(rows: ReadonlyArray<Record<(typeof SPLIT_KINDS)[number], number>>) {
  const translate = useTranslate();
  const theme = useTheme();
  const { money } = useChartFormats();
  if (!rows.some((row) => SPLIT_KINDS.some((kind) => row[kind] > 0))) return [];
  const colours = SPLIT_COLOURS[theme.palette.mode];
  return SPLIT_KINDS.map((kind) => ({
    dataKey: kind,
    label: translate(`fleet.overview.split_${kind}`),
    stack: 'work-orders',
    color: colours[kind],
    valueFormatter: money,
  }));
}
