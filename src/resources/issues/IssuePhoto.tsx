import { useState } from 'react';
import { Alert, Box, Link } from '@mui/material';
import { useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import type { FleetDataProvider } from '../../dataProvider';
import { inspectionPhotoAddress } from '../../dataProvider/issueCalls';
import { TitledCard } from '../shared/CardTitle';

/**
 * The photo of the failed item that raised the issue, kept with its inspection
 * (`GET /api/inspections/:id/photos/:photoId`); it opens whole in a new tab. The browser fetches it
 * itself, with the session's cookies: when that fails (an access token expired meanwhile), the session
 * is made fresh through the one HTTP client and the photo asked for once more.
 */
export function IssuePhoto({ issue }: { issue: RaRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (!issue.photo_id || !issue.inspection_id) return null;
  const address = inspectionPhotoAddress(issue.inspection_id, issue.photo_id);
  const retry = async () => {
    if (attempt > 0) {
      setFailed(true);
      return;
    }
    try {
      await dataProvider.beforeDownload();
    } catch {
      // The second attempt then fails too, and says so.
    }
    setAttempt(1);
  };
  return (
    <TitledCard id="issue-photo-title" title={translate('resources.issues.page.photo')}>
      {failed ? (
        <Alert severity="warning">{translate('resources.issues.page.photo_failed')}</Alert>
      ) : (
        <Link href={address} target="_blank" rel="noopener" sx={{ display: 'inline-block', maxWidth: '100%' }}>
          <Box
            component="img"
            key={attempt}
            src={address}
            alt={translate('resources.issues.page.photo_alt', { title: issue.title })}
            onError={() => void retry()}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 420, borderRadius: 1, objectFit: 'contain' }}
          />
        </Link>
      )}
    </TitledCard>
  );
}
