import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useCreatePath, useGetOne, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { employees } from '../../resourceDefinitions/employees';

/** Above one branch's employees: which branch this is, and the way back to everyone. */
export function BranchHeadline({ branchId }: { branchId: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data: branch } = useGetOne('branches', { id: branchId });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Button component={Link} to={createPath({ resource: employees.name, type: 'list' })} startIcon={<ArrowBackIcon />} size="small">
        {translate('resources.employee.all_employees')}
      </Button>
      {branch && (
        <Typography component="h2" variant="h6" sx={{ fontSize: 18 }}>
          {translate('resources.employee.of_branch', { name: branch.name })}
        </Typography>
      )}
    </Box>
  );
}
