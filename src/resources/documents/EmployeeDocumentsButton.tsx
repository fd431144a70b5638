import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { ResourceContextProvider, useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { employeeName } from '../employees/employeeName';
import { SubjectDocuments } from './SubjectDocuments';
import { CloseActions } from '../shared/dialogs/CloseActions';

/**
 * A row action of the employees' table (docs/screens.md, Employees): the employee's documents (their
 * driving licence, driver card, medical certificate) in a dialog, with "Add document" for that
 * employee. Shown to the roles that list documents; the API keeps a moderator to their branches'.
 */
export function EmployeeDocumentsButton() {
  const employee = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'documents', action: 'list' });
  // A super admin belongs to no company, so keeps no documents in one.
  if (!employee || !canAccess || employee.role === 'superadmin') return null;
  const label = translate('resources.documents.employee.action_of', { name: employeeName(employee) });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <DescriptionIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <EmployeeDocumentsDialog employee={employee} onClose={() => setOpen(false)} />}
    </>
  );
}

function EmployeeDocumentsDialog({ employee, onClose }: { employee: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="employee-documents-title">
      <DialogTitle id="employee-documents-title" sx={{ overflowWrap: 'anywhere' }}>
        {translate('resources.documents.employee.title', { name: employeeName(employee) })}
      </DialogTitle>
      <DialogContent>
        {/* The table inside is a documents list, not the employees' one it is opened from. */}
        <ResourceContextProvider value="documents">
          <SubjectDocuments subject={{ employeeId: String(employee.id) }} canAdd empty={translate('resources.documents.employee.empty')} />
        </ResourceContextProvider>
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
