import { Box, Card, CardActionArea, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { ReferenceField, TextField } from 'react-admin';
import { useCanAccess, useCreatePath, useTranslate, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { LogoAvatar } from '../shared/LogoAvatar';
import { useRecordDialogs } from '../shared/dialogs/RecordDialogs';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { seesAllCompanies } from '../../../contract/permissions';
import { employees } from '../../resourceDefinitions/employees';

/** docs/screens.md, Constants: the logo avatar on cards is 16 units (4rem). */
const CARD_LOGO_SIZE = 64;

/**
 * The edit and delete buttons show on hover and on keyboard focus; where there is no hover (touch
 * screens) they always show, or they could never be reached.
 */
const revealActionsOnHover = {
  '& .branch-actions': { opacity: 0, transition: 'opacity 120ms' },
  '&:hover .branch-actions, &:focus-within .branch-actions': { opacity: 1 },
  '@media (hover: none)': { '& .branch-actions': { opacity: 1 } },
} as const;

/** One branch: its logo and name; opening it lists the branch's employees. */
/** The face of a card, a branch's or the one that adds a branch: its logo and name, centred. */
const cardArea = {
  height: '100%',
  minHeight: 176,
  px: 2,
  py: 3,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1.5,
} as const;

export function BranchCard({ branch }: { branch: RaRecord }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const employeesOfBranch = `${createPath({ resource: employees.name, type: 'list' })}/${branch.id}`;
  const role = useSignedInUser()?.role;
  const seesEveryCompany = role !== undefined && seesAllCompanies(role);
  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%', ...revealActionsOnHover }}>
      <CardActionArea
        component={Link}
        to={employeesOfBranch}
        aria-label={translate('resources.branches.open_employees', { name: branch.name })}
        sx={cardArea}
      >
        <LogoAvatar
          src={branch.logo}
          alt={translate('fleet.form.logo_of', { name: branch.name })}
          fallback={translate('resources.branches.logo_fallback')}
          size={CARD_LOGO_SIZE}
        />
        <Typography sx={{ fontWeight: 600, textAlign: 'center', overflowWrap: 'anywhere' }}>{branch.name}</Typography>
        {/* A superadmin sees the branches of every company: say whose each one is. */}
        {seesEveryCompany && (
          <ReferenceField record={branch} source="company_id" reference="companies" link={false}>
            <TextField source="name" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} />
          </ReferenceField>
        )}
      </CardActionArea>
      <BranchCardActions branch={branch} />
    </Card>
  );
}

function BranchCardActions({ branch }: { branch: RaRecord }) {
  const translate = useTranslate();
  const dialogs = useRecordDialogs();
  const { canAccess: canEdit } = useCanAccess({ resource: 'branches', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'branches', action: 'delete' });
  if (!canEdit && !canDelete) return null;
  return (
    <Box className="branch-actions" sx={{ position: 'absolute', top: 6, right: 6, display: 'flex', gap: 0.5 }}>
      {canEdit && (
        <Tooltip title={translate('fleet.form.edit')}>
          <IconButton
            size="small"
            aria-label={translate('fleet.form.edit')}
            onClick={() => dialogs.openEdit(branch)}
            sx={{ bgcolor: 'background.paper' }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip title={translate('fleet.form.delete')}>
          <IconButton
            size="small"
            color="error"
            aria-label={translate('fleet.form.delete')}
            onClick={() => dialogs.openDelete(branch)}
            sx={{ bgcolor: 'background.paper' }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/** docs/screens.md, Branches: the first card is "Add new content", for the roles that may create branches. */
export function AddBranchCard() {
  const translate = useTranslate();
  const { openCreate } = useRecordDialogs();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderStyle: 'dashed' }}>
      <CardActionArea onClick={openCreate} sx={{ ...cardArea, color: 'text.secondary' }}>
        <Box
          sx={{
            width: CARD_LOGO_SIZE,
            height: CARD_LOGO_SIZE,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
          }}
        >
          <AddIcon fontSize="large" />
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{translate('resources.branches.add_card')}</Typography>
      </CardActionArea>
    </Card>
  );
}
