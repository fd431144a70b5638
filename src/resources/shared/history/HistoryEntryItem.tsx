import { Fragment, type ReactNode } from 'react';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useBasename, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { HistoryEntry } from '../../../../contract/schemas/history';
import { vehicleDetailsPath } from '../../../resourceDefinitions/vehicles';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatWhen } from '../../inspections/when';
import { useTimeZone } from '../../issues/timeZone';
import { actorName, entityName, fieldLabel, inScreenOrder } from './historyLabels';
import { formatHistoryValue, type ValueContext } from './historyValues';
import { referencesOf } from './historyReferences';
import { ReferenceNames } from './ReferenceNames';

interface HistoryEntryItemProps {
  entry: HistoryEntry;
  /** On the company's history: which record it was, and its vehicle. On a record's own, only a part's kind is said. */
  showRecord?: boolean;
}

/**
 * One change (docs/screens.md, History): what was done, to what, when and by whom, then each changed
 * field by its screen's label, with its value before and after as the screens show values. A new
 * record shows what it was made with, a deleted one what it held; empty fields are left out of both.
 */
export function HistoryEntryItem({ entry, showRecord = false }: HistoryEntryItemProps) {
  const translate = useTranslate();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const basename = useBasename();
  const context: ValueContext = { language, timeZone, translate };
  const isPart = entry.entity !== entry.record.entity;
  const what = [translate(`fleet.history.actions.${entry.action}`), (showRecord || isPart) && entityName(translate, entry.entity)]
    .filter(Boolean)
    .join(' · ');
  const side = entry.action === 'create' ? 1 : entry.action === 'delete' ? 0 : undefined;
  const changes = inScreenOrder(
    entry.entity,
    Object.entries(entry.changes).filter(([, pair]) => side === undefined || !isEmpty(pair[side])),
  );

  const value = (column: string, raw: unknown): ReactNode => {
    if (column === 'vehicle_id' && raw === entry.vehicle_id && entry.vehicle_license_plate) return entry.vehicle_license_plate;
    const references = referencesOf(column, raw);
    if (references) return <ReferenceNames screen={references.screen} ids={references.ids} />;
    return formatHistoryValue(entry.entity, column, raw, context);
  };

  return (
    <Box
      component="li"
      data-testid="history-entry"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {what}
        </Typography>
        {showRecord && entry.vehicle_id && entry.vehicle_license_plate && (
          <MuiLink component={Link} to={vehicleDetailsPath(basename, entry.vehicle_id)} variant="body2">
            {entry.vehicle_license_plate}
          </MuiLink>
        )}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          <time dateTime={entry.at}>{formatWhen(entry.at, timeZone)}</time>
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="history-actor">
        {translate('fleet.history.by', { name: actorName(translate, entry) })}
      </Typography>
      {changes.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 0.75,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(7rem, max-content) minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: { xs: 0, sm: 0.5 },
          }}
        >
          {changes.map(([column, [before, after]]) => (
            <Fragment key={column}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.5, sm: 0 } }}>
                {fieldLabel(translate, entry.entity, column)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-field={column}>
                {side === undefined ? (
                  <>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {value(column, before)}
                    </Box>
                    <Box component="span" aria-hidden sx={{ mx: 0.75 }}>
                      →
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
                      {` ${translate('fleet.history.changed_to')} `}
                    </Box>
                    <span>{value(column, after)}</span>
                  </>
                ) : (
                  value(column, side === 1 ? after : before)
                )}
              </Typography>
            </Fragment>
          ))}
        </Box>
      )}
    </Box>
  );
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}
