import { useState } from 'react';
import { Button, IconButton, Tooltip, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import { NumberInput } from 'react-admin';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_DUE_SOON_DAYS, MAX_DUE_SOON_KM } from '../../../../contract/due-rules';
import { canChangeCompanySettings } from '../../../../contract/permissions';
import { dueThresholdsInput, type DueThresholdsInput } from '../../../../contract/schemas/company';
import { useSignedInUser } from '../../../authProvider/useSignedInUser';
import type { FleetDataProvider } from '../../../dataProvider';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';
import { FormDialog } from '../dialogs/FormDialog';

/**
 * Changes what "due soon" means for a company (docs/product.md, Fleet health: 30 days and 1,000 km unless an admin
 * changes them). Shown to admins for their company and to a superadmin for each company; every
 * status on screen is counted again after a save.
 */
export function DueThresholdsButton({ companyId, iconOnly }: { companyId: Identifier; iconOnly?: boolean }) {
  const translate = useTranslate();
  const role = useSignedInUser()?.role;
  const [open, setOpen] = useState(false);
  if (!role || !canChangeCompanySettings(role)) return null;
  const label = translate('fleet.health.thresholds_button');
  return (
    <>
      {iconOnly ? (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
            <TuneIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<TuneIcon />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      {open && <DueThresholdsDialog companyId={companyId} onClose={() => setOpen(false)} />}
    </>
  );
}

function DueThresholdsDialog({ companyId, onClose }: { companyId: Identifier; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const { data: settings } = useQuery({
    queryKey: ['companySettings', companyId],
    queryFn: () => dataProvider.getCompanySettings(companyId),
  });
  if (!settings) return null;

  const save = async (values: Record<string, unknown>) => {
    try {
      // The dialog changes the thresholds; the company's other settings go back as they were read.
      const { company_id: _company, version, ...kept } = settings;
      await dataProvider.updateCompanySettings(companyId, { ...kept, ...(values as DueThresholdsInput), version });
    } catch (error) {
      showToast({ title: translate('fleet.health.thresholds_failed'), description: errorText(error, translate), variant: 'destructive' });
      throw error;
    }
    showToast({ title: translate('fleet.health.thresholds_saved'), variant: 'success' });
    // Statuses everywhere depend on them: the overview, the vehicles list, the details page.
    await queryClient.invalidateQueries();
  };

  return (
    <FormDialog
      key={settings.version}
      open
      title={translate('fleet.health.thresholds_title')}
      schema={dueThresholdsInput}
      values={{ due_soon_days: settings.due_soon_days, due_soon_km: settings.due_soon_km }}
      onSave={save}
      onReload={() => queryClient.invalidateQueries({ queryKey: ['companySettings', companyId] })}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('fleet.health.thresholds_intro')}
      </Typography>
      <NumberInput
        source="due_soon_days"
        label="fleet.health.due_soon_days"
        isRequired
        min={0}
        max={MAX_DUE_SOON_DAYS}
        step={1}
        fullWidth
      />
      <NumberInput source="due_soon_km" label="fleet.health.due_soon_km" isRequired min={0} max={MAX_DUE_SOON_KM} step={100} fullWidth />
    </FormDialog>
  );
}
