import { Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { Overview } from '../../../contract/schemas/overview';
import { documentsExpiring } from './vehiclesWithStatus';

/**
 * The documents in the scope that have expired or expire soon, vehicles' and employees' alike (insurance,
 * licences): each count opens the documents list filtered to it.
 */
export function DocumentCounts({ documents }: { documents: Overview['documents'] }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-labelledby="document-counts-title">
      <CardContent sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography id="document-counts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('fleet.overview.documents_title')}
        </Typography>
        {documents.overdue === 0 && documents.soon === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('fleet.overview.documents_none')}
          </Typography>
        ) : (
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <PaperCount expires="overdue" count={documents.overdue} color="error.main" />
            <PaperCount expires="soon" count={documents.soon} color="warning.dark" />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** One count, in its colour when there are any, opening the documents list filtered to it. */
function PaperCount({ expires, count, color }: { expires: 'overdue' | 'soon'; count: number; color: string }) {
  const translate = useTranslate();
  return (
    <MuiLink
      component={Link}
      to={documentsExpiring(expires)}
      sx={{ fontWeight: 600, color: count > 0 ? color : 'text.secondary' }}
      data-testid={`papers-${expires}`}
    >
      {translate(`fleet.overview.documents_${expires}`, { smart_count: count })}
    </MuiLink>
  );
}
