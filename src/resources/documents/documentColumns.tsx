import { DataTable } from 'react-admin';
import { Box, Chip, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { useRecordContext, useTranslate } from 'ra-core';
import { formatDate } from '../../../contract/formats';
import type { DueStatus } from '../../../contract/due-rules';
import { DueStatusChip } from '../../health/DueStatusChip';
import { useDueText } from '../../health/useDueText';
import { costColumn, dateColumn, noWrap } from '../shared/list/columns';
import { VehiclePlateLink } from '../shared/maintenance/VehiclePlateLink';
import { AttachmentsButton } from './attachments/AttachmentsButton';

/**
 * The columns of a documents table (docs/screens.md, Documents). The list across the fleet says whose
 * each document is; a vehicle's tab and an employee's dialog do not, as they show one subject's.
 */
export function documentColumns({ withSubject }: { withSubject: boolean }) {
  return [
    <DataTable.Col key="kind" source="kind" field={withSubject ? KindAndSubjectOnPhone : KindText} />,
    <DataTable.Col key="number" source="number" cellSx={noWrap} />,
    withSubject && <DataTable.Col key="subject" source="subject" field={SubjectCell} disableSort />,
    <DataTable.Col key="issuer" source="issuer" />,
    dateColumn('issued_on'),
    <DataTable.Col key="expires_on" source="expires_on" field={ExpiryCell} />,
    costColumn('cost'),
    <DataTable.Col key="attachment_count" source="attachment_count" field={AttachmentsButton} disableSort />,
  ].filter(Boolean);
}

/** The kind in words; a driving licence's categories beneath it. */
function KindText(_: { source: string; label?: string }) {
  const document = useRecordContext();
  const translate = useTranslate();
  if (!document) return null;
  const categories = Array.isArray(document.licence_categories) ? (document.licence_categories as string[]) : [];
  return (
    <Box>
      {translate(`fleet.document_kinds.${document.kind}`)}
      {categories.length > 0 && (
        <Typography variant="body2" color="text.secondary" component="div">
          {categories.join(', ')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * On a phone, whose the document is shows beneath its kind: the list opens there with the kind and the
 * expiry only (phoneColumns.ts), and a document is little use without its vehicle or employee.
 */
function KindAndSubjectOnPhone(props: { source: string; label?: string }) {
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <KindText {...props} />
      {onPhone && (
        <Box sx={{ mt: 0.5 }}>
          <SubjectCell source="subject" />
        </Box>
      )}
    </>
  );
}

/** Whose it is: the vehicle's plate, opening the vehicle, or the employee's name. */
function SubjectCell(_: { source: string; label?: string }) {
  const document = useRecordContext();
  if (!document) return null;
  if (document.vehicle_id) return <VehiclePlateLink source="vehicle_license_plate" />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <PersonIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      {String(document.employee_name ?? '')}
    </Box>
  );
}

/**
 * When it expires, and whether that is in order, due soon or overdue (by the company's due-soon days,
 * as the API counts it), how long to go in the chip's tooltip. A document a later one renews no longer
 * falls due: it says Renewed. Without an expiry: "No expiry".
 */
function ExpiryCell(_: { source: string; label?: string }) {
  const document = useRecordContext();
  const translate = useTranslate();
  const due = useDueText();
  if (!document) return null;
  if (!document.expires_on) {
    return (
      <Typography variant="body2" color="text.secondary" component="span" sx={noWrap}>
        {translate('resources.documents.no_expiry')}
      </Typography>
    );
  }
  const status = document.expiry_status as DueStatus | null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Box component="span" sx={noWrap}>
        {formatDate(document.expires_on)}
      </Box>
      {status && <DueStatusChip status={status} detail={due.daysLeft(document.expires_on)} />}
      {document.superseded === true && (
        <Tooltip title={translate('resources.documents.renewed_hint')}>
          <Chip size="small" variant="outlined" label={translate('resources.documents.renewed')} />
        </Tooltip>
      )}
    </Box>
  );
}
