import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { RecordContextProvider, useBasename, useGetOne, useTranslate, type RaRecord } from 'ra-core';
import { formatCost, formatDate, formatKilometres, formatQuantity } from '../../../contract/formats';
import type { Language } from '../../../contract/languages';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { LoadingBlock } from '../../layout/QueryState';
import { useLanguage } from '../../i18n/useLanguage';
import { workOrders } from '../../resourceDefinitions/work-orders';
import { issuePath } from '../../resourceDefinitions/issues';
import { vehicleDetailsPath } from '../../resourceDefinitions/vehicles';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { TitledCard } from '../shared/CardTitle';
import { IssueStatusChip, PriorityChip } from '../issues/issueCells';
import { WorkOrderStatusChip } from './workOrderCells';
import { WorkOrderDialogs } from './WorkOrderDialogs';
import { WorkOrderActions } from './WorkOrderActions';
import { WorkOrderComments } from './WorkOrderComments';
import { WorkOrderAttachments } from './attachments/WorkOrderAttachments';
import { RecordHistoryButton } from '../shared/history/RecordHistoryButton';

/**
 * A work order's page, /dashboard/work-orders/:id/show (docs/work-orders.md), where the webhooks link:
 * what is to be done on which vehicle, by whom and by when, its lines and their totals, the issues it
 * resolves, the maintenance record it wrote once completed; for admins and moderators Complete, Edit
 * and Delete; and the comments, which everyone who sees it reads and adds to. A work order outside the
 * user's scope is not found (the API answers 404).
 */
export function WorkOrderPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { data: workOrder, isPending, error } = useGetOne(workOrders.name, { id }, { retry: false });
  const backToList = () => navigate(`${basename}/${workOrders.name}`);

  // The app bar names the screen (its h1), as on the list; the browser tab names the work order.
  const title = <ScreenTitle title={translate('resources.work-orders.name', { smart_count: 2 })} tab={workOrder?.title} />;

  if (isPending) {
    return (
      <>
        {title}
        <LoadingBlock minHeight={240} />
      </>
    );
  }
  if (error || !workOrder) {
    return (
      <>
        {title}
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
          <Typography sx={{ fontWeight: 700 }} variant="h5" component="h2">
            {translate('resources.work-orders.page.not_found')}
          </Typography>
          <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={backToList}>
            {translate('resources.work-orders.page.go_back')}
          </Button>
        </Box>
      </>
    );
  }
  return (
    <RecordContextProvider value={workOrder}>
      <RecordDialogsProvider>
        {title}
        <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Tooltip title={translate('resources.work-orders.page.back')}>
              <IconButton onClick={backToList} aria-label={translate('resources.work-orders.page.back')}>
                <ArrowBackIcon />
              </IconButton>
            </Tooltip>
            <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', pt: 0.5 }} variant="h5" component="h2">
                {workOrder.title}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <WorkOrderStatusChip status={workOrder.status} />
                <PriorityChip priority={workOrder.priority} />
                <Typography component="span" color="text.secondary">
                  {workOrder.vehicle_license_plate}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <WorkOrderActions workOrder={workOrder} />
                {/* Its history beside its actions (docs/history.md), for those who read history. */}
                <RecordHistoryButton resource={workOrders.name} recordId={workOrder.id} />
              </Box>
            </Box>
          </Box>
          <MaintenanceRecord workOrder={workOrder} />
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
              <WorkOrderFacts workOrder={workOrder} />
              <WorkOrderLinesTable workOrder={workOrder} />
              <WorkOrderIssues workOrder={workOrder} />
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
              <WorkOrderComments workOrder={workOrder} />
              <WorkOrderAttachments workOrderId={workOrder.id} />
            </Box>
          </Box>
        </Box>
        <WorkOrderDialogs onDeleted={backToList} />
      </RecordDialogsProvider>
    </RecordContextProvider>
  );
}

/** Once completed: the maintenance record it wrote, a link to it among the vehicle's records; or that it was deleted since. */
function MaintenanceRecord({ workOrder }: { workOrder: RaRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  if (workOrder.status !== 'completed') return null;
  const record = workOrder.maintenance_record as { resource: string; id: string } | null;
  if (!record) return <Alert severity="info">{translate('resources.work-orders.page.record_deleted')}</Alert>;
  const tab = record.resource === 'mandatory-maintenances' ? 'mandatory' : 'general';
  return (
    <Alert
      severity="success"
      action={
        <Button
          color="inherit"
          size="small"
          component={RouterLink}
          to={`${vehicleDetailsPath(basename, workOrder.vehicle_id)}?tab=${tab}`}
          data-testid="maintenance-record-link"
        >
          {translate('resources.work-orders.page.open_record')}
        </Button>
      }
    >
      {translate('resources.work-orders.page.record_stands')}
    </Alert>
  );
}

/** Each fact under its label, in the fleet's formats. */
function WorkOrderFacts({ workOrder }: { workOrder: RaRecord }) {
  const translate = useTranslate();
  const language = useLanguage();
  const basename = useBasename();
  const label = (field: string) => translate(`resources.work-orders.fields.${field}`);
  const serviceType =
    workOrder.record_kind === 'mandatory'
      ? translate(`resources.work-orders.service_types.${workOrder.service_type}`, { _: workOrder.service_type })
      : workOrder.service_type;
  return (
    <Card variant="outlined" component="section" aria-labelledby="work-order-facts-title">
      <CardContent>
        <Typography id="work-order-facts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {translate('resources.work-orders.page.facts')}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4, rowGap: 2.5 }}
        >
          <Fact label={label('vehicle_id')}>
            <Link component={RouterLink} to={vehicleDetailsPath(basename, workOrder.vehicle_id)} color="secondary" underline="hover">
              {workOrder.vehicle_license_plate}
            </Link>
          </Fact>
          <Fact label={label('record_kind')}>
            {translate(`resources.work-orders.record_kinds.${workOrder.record_kind}`)}: {serviceType}
          </Fact>
          <Fact label={label('vendor_id')}>{workOrder.vendor_name ?? translate('resources.work-orders.in_house')}</Fact>
          <Fact label={label('assignee_id')}>{workOrder.assignee_name ?? translate('resources.work-orders.unassigned')}</Fact>
          <Fact label={label('issued_on')}>{formatDate(workOrder.issued_on) ?? '/'}</Fact>
          <Fact label={label('due_on')}>{formatDate(workOrder.due_on) ?? '/'}</Fact>
          <Fact label={label('started_on')}>{formatDate(workOrder.started_on) ?? '/'}</Fact>
          {workOrder.completed_on && <Fact label={label('completed_on')}>{formatDate(workOrder.completed_on)}</Fact>}
          {typeof workOrder.odometer === 'number' && (
            <Fact label={label('odometer')}>{formatKilometres(workOrder.odometer, language)}</Fact>
          )}
          {workOrder.created_by_name && <Fact label={label('created_by_name')}>{workOrder.created_by_name}</Fact>}
          <Fact label={label('notes')} wide>
            {workOrder.notes || translate('resources.work-orders.page.no_notes')}
          </Fact>
        </Box>
      </CardContent>
    </Card>
  );
}

/** What a line is: its description, and for a part its number and name and the branch it comes from. */
function lineItem(line: RaRecord, translate: (key: string, options?: object) => string): { main: string; detail?: string } {
  if (line.kind !== 'part') return { main: String(line.description ?? '') };
  const part = [line.part_number, line.part_name].filter(Boolean).join(' ');
  const main = part || String(line.description ?? '');
  const details = [
    part && line.description ? String(line.description) : undefined,
    line.branch_name ? translate('resources.work-orders.page.from_branch', { branch: line.branch_name }) : undefined,
    line.taken ? translate('resources.work-orders.lines.taken') : undefined,
  ].filter(Boolean);
  return { main, detail: details.length ? details.join(' · ') : undefined };
}

/** How much at what price: hours at a rate, a quantity at a unit cost; another cost is its amount. */
function linePrice(line: RaRecord, language: Language, translate: (key: string, options?: object) => string): string {
  if (line.kind === 'labour')
    return translate('resources.work-orders.page.labour_line', {
      hours: formatQuantity(line.hours ?? 0, language),
      rate: formatCost(line.rate ?? 0, language),
    });
  if (line.kind === 'part')
    return translate('resources.work-orders.page.part_line', {
      quantity: `${formatQuantity(line.quantity ?? 0, language)}${line.part_unit ? ` ${line.part_unit}` : ''}`,
      price: formatCost(line.unit_cost ?? 0, language),
    });
  return '';
}

/** The lines in a table, each with what it is, how much at what price, and its total; and below them the totals of labour, parts, other and all, as the server counted them. */
function WorkOrderLinesTable({ workOrder }: { workOrder: RaRecord }) {
  const translate = useTranslate();
  const language = useLanguage();
  const lines = (workOrder.lines ?? []) as RaRecord[];
  const totals = [
    ['labour', workOrder.labour_cost],
    ['parts', workOrder.parts_cost],
    ['other', workOrder.other_cost],
  ] as const;
  return (
    <TitledCard id="work-order-lines-title" title={translate('resources.work-orders.page.lines')}>
      {lines.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.work-orders.page.no_lines')}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="work-order-lines-title">
          {lines.length > 0 && (
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.work-orders.page.item')}</TableCell>
                <TableCell align="right">{translate('resources.work-orders.page.line_total')}</TableCell>
              </TableRow>
            </TableHead>
          )}
          <TableBody>
            {lines.map((line) => {
              const item = lineItem(line, translate);
              const price = linePrice(line, language, translate);
              return (
                <TableRow key={line.id} data-testid="work-order-line-row">
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {translate(`resources.work-orders.lines.kinds.${line.kind}`)}
                    </Typography>
                    {item.main}
                    {item.detail && (
                      <Typography variant="body2" color="text.secondary">
                        {item.detail}
                      </Typography>
                    )}
                    {price && (
                      <Typography variant="body2" color="text.secondary">
                        {price}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCost(line.total, language)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            {totals.map(([key, value]) => (
              <TableRow key={key}>
                <TableCell sx={{ borderBottom: 0, py: 0.5, color: 'text.secondary', fontSize: '0.875rem' }}>
                  {translate(`resources.work-orders.totals.${key}`)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ borderBottom: 0, py: 0.5, whiteSpace: 'nowrap', color: 'text.primary', fontSize: '0.875rem' }}
                >
                  {formatCost(value, language)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}>
                {translate('resources.work-orders.totals.total')}
              </TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'text.primary', fontSize: '1rem' }}
                data-testid="work-order-total"
              >
                {formatCost(workOrder.total_cost, language)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </TitledCard>
  );
}

/** The issues it resolves, each opening its page, with how urgent it is and where it stands. */
function WorkOrderIssues({ workOrder }: { workOrder: RaRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const issues = (workOrder.issues ?? []) as RaRecord[];
  return (
    <TitledCard id="work-order-issues-title" title={translate('resources.work-orders.page.issues')}>
      {issues.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.work-orders.page.no_issues')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {issues.map((issue) => (
            <Box component="li" key={issue.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Link
                component={RouterLink}
                to={issuePath(basename, issue.id)}
                underline="hover"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {issue.title}
              </Link>
              <PriorityChip priority={issue.priority} />
              <IssueStatusChip status={issue.status} />
            </Box>
          ))}
        </Box>
      )}
    </TitledCard>
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
