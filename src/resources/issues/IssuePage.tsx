import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, IconButton, Link, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { RecordContextProvider, useBasename, useGetOne, useTranslate, type RaRecord } from 'ra-core';
import { formatDate, formatKilometres } from '../../../contract/formats';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { LoadingBlock } from '../../layout/QueryState';
import { isOutOfService, OutOfServiceChip } from '../../health/OutOfServiceChip';
import { useLanguage } from '../../i18n/useLanguage';
import { issues } from '../../resourceDefinitions/issues';
import { inspectionShowPath } from '../../resourceDefinitions/inspections';
import { vehicleDetailsPath, vehicles } from '../../resourceDefinitions/vehicles';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { formatWhen } from '../inspections/when';
import { useTimeZone } from './timeZone';
import { IssueStatusChip, PriorityChip } from './issueCells';
import { IssueDialogs } from './IssueDialogs';
import { IssueActions } from './IssueActions';
import { IssueComments } from './IssueComments';
import { IssuePhoto } from './IssuePhoto';
import { RecordHistoryButton } from '../shared/history/RecordHistoryButton';

/**
 * An issue's page, /dashboard/issues/:id/show (docs/inspections.md, Issues): what is wrong with which
 * vehicle, how urgent, where it stands, who sees to it and by when; the photo of the failed item and
 * the inspection that raised it; for admins and moderators the quick steps of its status, edit and
 * delete; and the comments, which everyone who sees it reads and adds to. An issue outside the user's
 * scope is not found (the API answers 404).
 */
export function IssuePage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { data: issue, isPending, error } = useGetOne(issues.name, { id }, { retry: false });
  const backToList = () => navigate(`${basename}/${issues.name}`);

  // The app bar names the screen (its h1), as on the issues list; the browser tab names the issue.
  const title = <ScreenTitle title={translate('resources.issues.name', { smart_count: 2 })} tab={issue?.title} />;

  if (isPending) {
    return (
      <>
        {title}
        <LoadingBlock minHeight={240} />
      </>
    );
  }
  if (error || !issue) {
    return (
      <>
        {title}
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
          <Typography sx={{ fontWeight: 700 }} variant="h5" component="h2">
            {translate('resources.issues.page.not_found')}
          </Typography>
          <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={backToList}>
            {translate('resources.issues.page.go_back')}
          </Button>
        </Box>
      </>
    );
  }
  return (
    <RecordContextProvider value={issue}>
      <RecordDialogsProvider>
        {title}
        <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Tooltip title={translate('resources.issues.page.back')}>
              <IconButton onClick={backToList} aria-label={translate('resources.issues.page.back')}>
                <ArrowBackIcon />
              </IconButton>
            </Tooltip>
            <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', pt: 0.5 }} variant="h5" component="h2">
                {issue.title}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <PriorityChip priority={issue.priority} />
                <IssueStatusChip status={issue.status} />
                <Typography component="span" color="text.secondary">
                  {issue.vehicle_license_plate}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <IssueActions issue={issue} />
                {/* Its history beside its actions (docs/history.md), for those who read history. */}
                <RecordHistoryButton resource={issues.name} recordId={issue.id} />
              </Box>
            </Box>
          </Box>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
              <IssueFacts issue={issue} />
              <IssuePhoto issue={issue} />
            </Box>
            <IssueComments issue={issue} />
          </Box>
        </Box>
        <IssueDialogs onDeleted={backToList} />
      </RecordDialogsProvider>
    </RecordContextProvider>
  );
}

/** Each fact under its label, in the fleet's formats. */
function IssueFacts({ issue }: { issue: RaRecord }) {
  const translate = useTranslate();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const basename = useBasename();
  const label = (field: string) => translate(`resources.issues.fields.${field}`);
  const reported = formatWhen(issue.createdAt, timeZone);
  return (
    <Card variant="outlined" component="section" aria-labelledby="issue-facts-title">
      <CardContent>
        <Typography id="issue-facts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {translate('resources.issues.page.facts')}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4, rowGap: 2.5 }}
        >
          <Fact label={label('vehicle_id')}>
            <IssueVehicle issue={issue} />
          </Fact>
          <Fact label={label('assignee_id')}>{issue.assignee_name ?? translate('resources.issues.unassigned')}</Fact>
          <Fact label={label('due_on')}>{formatDate(issue.due_on) ?? '/'}</Fact>
          <Fact label={label('odometer')}>{typeof issue.odometer === 'number' ? formatKilometres(issue.odometer, language) : '/'}</Fact>
          <Fact label={label('createdAt')}>
            {issue.reported_by_name ? translate('resources.issues.reported', { date: reported, name: issue.reported_by_name }) : reported}
          </Fact>
          <Fact label={label('source')}>
            {translate(`resources.issues.sources.${issue.source}`, { _: issue.source })}
            {issue.inspection_id && (
              <>
                <br />
                <Link component={RouterLink} to={inspectionShowPath(basename, issue.inspection_id)} underline="hover">
                  {translate('resources.issues.page.open_inspection')}
                </Link>
              </>
            )}
          </Fact>
          {issue.resolved_at && <Fact label={label('resolved_at')}>{formatWhen(issue.resolved_at, timeZone)}</Fact>}
          <Fact label={label('description')} wide>
            {issue.description || translate('resources.issues.page.no_description')}
          </Fact>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The vehicle: its plate, a link to its details, its model, and whether it is out of service now. */
function IssueVehicle({ issue }: { issue: RaRecord }) {
  const basename = useBasename();
  const { data: vehicle } = useGetOne(vehicles.name, { id: issue.vehicle_id }, { retry: false });
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
      <Link component={RouterLink} to={vehicleDetailsPath(basename, issue.vehicle_id)} color="secondary" underline="hover">
        {issue.vehicle_license_plate}
      </Link>
      {vehicle?.model && (
        <Typography component="span" color="text.secondary">
          {vehicle.model}
        </Typography>
      )}
      {isOutOfService(vehicle) && <OutOfServiceChip />}
    </Box>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
