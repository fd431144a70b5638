import { Alert, Box } from '@mui/material';
import type { ImportFailure } from './importFailure';
import { ImportIssuesTable } from './ImportIssuesTable';

/** Why the check or the import failed: the message with the columns it names, then the failing rows. */
export function ImportFailureNotice({ failure }: { failure: ImportFailure }) {
  return (
    <>
      <Alert severity="error">
        {failure.message}
        {failure.details.length > 0 && (
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {failure.details.join(', ')}
          </Box>
        )}
      </Alert>
      {failure.issues.length > 0 && <ImportIssuesTable issues={failure.issues} />}
    </>
  );
}
