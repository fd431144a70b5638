import { Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { Overview } from '../../../contract/schemas/overview';
import { documentsExpiring } from './vehiclesWithStatus';

/**
 * The papers in the scope that have expired or expire soon, vehicles' and employees' alike (insurance,
 * licences): each count opens the documents list filtered to it.
 */
export function PaperCounts({ documents }: { documents: Overview['documents'] }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-labelledby="paper-counts-title">
      <CardContent sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography id="paper-counts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('fleet.overview.papers_title')}
        </Typography>
        {documents.overdue === 0 && documents.soon === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('fleet.overview.papers_none')}
          </Typography>
        ) : (
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <MuiLink
              component={Link}
              to={documentsExpiring('overdue')}
              sx={{ fontWeight: 600, color: documents.overdue > 0 ? 'error.main' : 'text.secondary' }}
              data-testid="papers-overdue"
            >
              {translate('fleet.overview.papers_overdue', { smart_count: documents.overdue })}
            </MuiLink>
            <MuiLink
              component={Link}
              to={documentsExpiring('soon')}
              sx={{ fontWeight: 600, color: documents.soon > 0 ? 'warning.dark' : 'text.secondary' }}
              data-testid="papers-soon"
            >
              {translate('fleet.overview.papers_soon', { smart_count: documents.soon })}
            </MuiLink>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
