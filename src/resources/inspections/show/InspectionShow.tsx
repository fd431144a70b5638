import { useState } from 'react';
import {
  Alert,
  Box,
  ButtonBase,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  IconButton,
  Link,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { HttpError, useBasename, useDataProvider, useGetOne, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { Inspection, InspectionPhoto, ItemResultRow } from '../../../../contract/schemas/inspection';
import type { Issue } from '../../../../contract/schemas/issue';
import { formatKilometres } from '../../../../contract/formats';
import { DEFAULT_TIME_ZONE } from '../../../../contract/time-zones';
import { useSignedInUser } from '../../../authProvider/useSignedInUser';
import type { FleetDataProvider } from '../../../dataProvider';
import { inspectionPhotoAddress } from '../../../dataProvider/inspectionCalls';
import { useLanguage } from '../../../i18n/useLanguage';
import { LoadFailed, LoadingBlock } from '../../../layout/QueryState';
import { ScreenTitle } from '../../../layout/ScreenTitle';
import { errorText } from '../../../layout/notifications/errorText';
import { inspections } from '../../../resourceDefinitions/inspections';
import { issuePath } from '../../../resourceDefinitions/issues';
import { vehicleDetailsPath } from '../../../resourceDefinitions/vehicles';
import { Fact } from '../../inspection-forms/FormOverview';
import { formatReading, rangeText } from '../../inspection-forms/itemRange';
import { ListGuard } from '../../shared/list/ListGuard';
import { formatWhen, formatWhenDay } from '../when';
import { RecordHistoryButton } from '../../shared/history/RecordHistoryButton';

/**
 * An inspection read back (docs/screens.md, Inspections): `inspections/:id/show`. Each item as it was on
 * the form's version it was filled against, with its answer, whether it passed, its photos (a thumbnail
 * that opens the photo whole) and the issue it raised; the odometer, the note, who and when.
 */
export function InspectionShow() {
  return (
    <ListGuard>
      <ShowPage />
    </ListGuard>
  );
}

function ShowPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const timeZone = useSignedInUser()?.time_zone ?? DEFAULT_TIME_ZONE;
  const { data, isPending, error, refetch } = useGetOne(inspections.name, { id }, { retry: false });
  const inspection = data as Inspection | undefined;
  const title = (
    <ScreenTitle
      title={translate('resources.inspections.name', { smart_count: 2 })}
      tab={
        inspection
          ? translate('resources.inspections.show.tab', {
              plate: inspection.vehicle_license_plate,
              date: formatWhenDay(inspection.inspected_at, timeZone),
            })
          : undefined
      }
    />
  );
  const back = () => navigate(`${basename}/${inspections.name}`);
  if (isPending) {
    return (
      <>
        {title}
        <LoadingBlock minHeight={240} />
      </>
    );
  }
  if (error || !inspection) {
    return (
      <>
        {title}
        <Heading onBack={back} />
        {error instanceof HttpError && error.status === 404 ? (
          <Alert severity="warning">{errorText(error, translate)}</Alert>
        ) : (
          <LoadFailed onRetry={refetch}>
            {translate('resources.inspections.show.load_failed')}: {errorText(error, translate)}
          </LoadFailed>
        )}
      </>
    );
  }
  return (
    <>
      {title}
      <Heading onBack={back} inspection={inspection} />
      <ReadBack inspection={inspection} />
    </>
  );
}

function Heading({ onBack, inspection }: { onBack: () => void; inspection?: Inspection }) {
  const translate = useTranslate();
  const basename = useBasename();
  const label = translate('resources.inspections.show.back');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
      <Tooltip title={label}>
        <IconButton onClick={onBack} aria-label={label}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
        >
          {inspection?.form_name ?? translate('resources.inspections.name', { smart_count: 1 })}
        </Typography>
        {inspection && (
          <Link component={RouterLink} to={vehicleDetailsPath(basename, inspection.vehicle_id)} color="secondary" underline="hover">
            {inspection.vehicle_license_plate}
          </Link>
        )}
      </Box>
      {/* Nobody edits an inspection, so its history is here rather than in an edit dialog (docs/history.md). */}
      {inspection && (
        <Box sx={{ ml: 'auto' }}>
          <RecordHistoryButton resource={inspections.name} recordId={inspection.id} />
        </Box>
      )}
    </Box>
  );
}

function ReadBack({ inspection }: { inspection: Inspection }) {
  const translate = useTranslate();
  const language = useLanguage();
  const timeZone = useSignedInUser()?.time_zone ?? DEFAULT_TIME_ZONE;
  const dataProvider = useDataProvider<FleetDataProvider>();
  const basename = useBasename();
  // The issues it raised, by item; without them (the issues' list not reachable), links by id.
  const { data: issues } = useQuery({
    queryKey: ['inspection-issues', inspection.id],
    queryFn: () => dataProvider.getInspectionIssues(inspection.id),
    enabled: inspection.issue_ids.length > 0,
    retry: false,
  });
  const issueOf = (itemId: string) => issues?.find((issue) => issue.item_id === itemId);
  const sections = groupBySection(inspection.results);
  const wholePhotos = inspection.photos.filter((photo) => !photo.item_id);
  const total = inspection.item_count;
  const failed = inspection.failed_count;
  return (
    <Box sx={{ maxWidth: 900 }}>
      {failed === 0 ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('resources.inspections.show.passed', { smart_count: total })}
        </Alert>
      ) : (
        <Alert severity={inspection.critical_failed ? 'error' : 'warning'} sx={{ mb: 2 }}>
          {translate('resources.inspections.show.failed', { failed, total })}
          {inspection.critical_failed && (
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {translate('resources.inspections.show.out_of_service')}
            </Box>
          )}
        </Alert>
      )}
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4, rowGap: 2 }}
          >
            <Fact label={translate('resources.inspections.show.when')}>{formatWhen(inspection.inspected_at, timeZone)}</Fact>
            <Fact label={translate('resources.inspections.show.inspector')}>{inspection.inspector_name}</Fact>
            <Fact label={translate('resources.inspections.show.odometer')}>
              {inspection.odometer === null
                ? translate('resources.inspections.show.none')
                : formatKilometres(inspection.odometer, language)}
            </Fact>
            <Fact label={translate('resources.inspections.show.form')}>
              {translate('resources.inspections.show.version', { name: inspection.form_name, version: inspection.form_version })}
            </Fact>
            <Fact label={translate('resources.inspections.show.note')} wide>
              {inspection.note ?? translate('resources.inspections.show.none')}
            </Fact>
          </Box>
        </CardContent>
      </Card>
      {sections.map(({ title, results }, sectionIndex) => (
        <Box key={sectionIndex} component="section" aria-labelledby={`read-section-${sectionIndex}`} sx={{ mb: 3 }}>
          <Typography id={`read-section-${sectionIndex}`} variant="h6" component="h3" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}>
            {results.map((result) => {
              const issue = issueOf(result.item_id);
              return (
                <ResultRow
                  key={result.item_id}
                  result={result}
                  photos={inspection.photos.filter((photo) => photo.item_id === result.item_id)}
                  inspectionId={inspection.id}
                  issue={issue}
                  issueLink={issue ? issuePath(basename, issue.id) : undefined}
                />
              );
            })}
          </Box>
        </Box>
      ))}
      {wholePhotos.length > 0 && (
        <Box component="section" aria-labelledby="read-photos" sx={{ mb: 3 }}>
          <Typography id="read-photos" variant="h6" component="h3" sx={{ mb: 1 }}>
            {translate('resources.inspections.show.photos')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {wholePhotos.map((photo) => (
              <Thumbnail
                key={photo.id}
                inspectionId={inspection.id}
                photo={photo}
                name={translate('resources.inspections.show.photo_whole')}
              />
            ))}
          </Box>
        </Box>
      )}
      {inspection.issue_ids.length > 0 && (
        <Box component="section" aria-labelledby="read-issues" sx={{ mb: 3 }}>
          <Typography id="read-issues" variant="h6" component="h3" sx={{ mb: 1 }}>
            {translate('resources.inspections.show.issues')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {inspection.issue_ids.map((issueId, index) => {
              const issue = issues?.find((candidate) => candidate.id === issueId);
              return (
                <li key={issueId}>
                  <Link component={RouterLink} to={issuePath(basename, issueId)} color="secondary" underline="hover">
                    {issue
                      ? translate('resources.inspections.show.issue', { title: issue.title })
                      : translate('resources.inspections.show.issue_n', { n: index + 1 })}
                  </Link>
                </li>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The results in the form's order, under their sections' titles. */
function groupBySection(results: ItemResultRow[]) {
  const sections: { title: string; results: ItemResultRow[] }[] = [];
  for (const result of results) {
    const last = sections.at(-1);
    if (last && last.title === result.section) last.results.push(result);
    else sections.push({ title: result.section, results: [result] });
  }
  return sections;
}

function ResultRow({
  result,
  photos,
  inspectionId,
  issue,
  issueLink,
}: {
  result: ItemResultRow;
  photos: InspectionPhoto[];
  inspectionId: string;
  issue?: Issue;
  issueLink?: string;
}) {
  const translate = useTranslate();
  const language = useLanguage();
  const range = result.kind === 'number' ? rangeText(result, language, translate) : undefined;
  const answer =
    result.kind === 'number'
      ? result.value === null
        ? undefined
        : `${formatReading(result.value, language)}${result.unit ? ` ${result.unit}` : ''}`
      : result.kind === 'text'
        ? (result.text ?? translate('resources.inspections.show.none'))
        : undefined;
  return (
    <Box
      component="li"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: result.passed ? 'success.main' : 'error.main',
        borderRadius: 1,
        px: 2,
        py: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 200px' }}>{result.label}</Typography>
        {result.critical && <Chip size="small" color="error" variant="outlined" label={translate('resources.inspections.fill.critical')} />}
        {result.kind !== 'text' &&
          (result.passed ? (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={translate('resources.inspections.fill.ok')}
              sx={{ fontWeight: 600 }}
            />
          ) : (
            <Chip size="small" color="error" label={translate('resources.inspections.fill.defect')} sx={{ fontWeight: 600 }} />
          ))}
      </Box>
      {(answer || range) && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {answer}
          {range && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {answer ? ' · ' : ''}
              {translate('resources.inspections.fill.range', { range })}
            </Box>
          )}
        </Typography>
      )}
      {result.note && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('resources.inspections.show.item_note')}:{' '}
          </Box>
          {result.note}
        </Typography>
      )}
      {photos.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {photos.map((photo) => (
            <Thumbnail key={photo.id} inspectionId={inspectionId} photo={photo} name={result.label} />
          ))}
        </Box>
      )}
      {issue && issueLink && (
        <Link component={RouterLink} to={issueLink} color="secondary" underline="hover" sx={{ display: 'inline-block', mt: 1 }}>
          {translate('resources.inspections.show.issue', { title: issue.title })}
        </Link>
      )}
    </Box>
  );
}

/** A photo as a thumbnail, a button that opens it whole in a dialog. */
function Thumbnail({ inspectionId, photo, name }: { inspectionId: string; photo: InspectionPhoto; name: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const address = inspectionPhotoAddress(inspectionId, photo.id);
  const alt = translate('resources.inspections.show.photo_of', { label: name });
  return (
    <>
      <Tooltip title={translate('resources.inspections.show.open_photo', { label: name })}>
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label={translate('resources.inspections.show.open_photo', { label: name })}
          sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
        >
          <Box component="img" src={address} alt="" loading="lazy" sx={{ width: 112, height: 112, objectFit: 'cover', display: 'block' }} />
        </ButtonBase>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-labelledby={`photo-${photo.id}`}>
        <DialogTitle id={`photo-${photo.id}`}>{alt}</DialogTitle>
        <DialogContent>
          <Box component="img" src={address} alt={alt} sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {translate('resources.inspections.show.close_photo')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
