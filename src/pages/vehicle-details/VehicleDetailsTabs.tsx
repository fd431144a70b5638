import { Box, Chip, Tab, Tabs } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'ra-core';
import { VehicleInfo } from './VehicleInfo';
import { VehicleGeneralMaintenance, VehicleMandatoryMaintenance } from './VehicleMaintenanceTabs';
import { useDetailsTab, type DetailsTab } from './useDetailsTab';
import { vehicleRecordsFilter } from './vehicleRecordsFilter';

/** docs/screens.md, Vehicle details: vehicle info (initial), general and mandatory maintenance, the record tabs with their count. */
export function VehicleDetailsTabs() {
  const translate = useTranslate();
  const [tab, setTab] = useDetailsTab();
  const general = useRecordCount('voluntary-maintenance');
  const mandatory = useRecordCount('mandatory-maintenance');
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, next: DetailsTab) => setTab(next)} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="info" label={translate('resources.vehicles.details.info')} id="vehicle-tab-info" aria-controls="vehicle-tabpanel" />
          <Tab
            value="general"
            label={<Counted label={translate('resources.vehicles.details.general')} count={general} />}
            id="vehicle-tab-general"
            aria-controls="vehicle-tabpanel"
          />
          <Tab
            value="mandatory"
            label={<Counted label={translate('resources.vehicles.details.mandatory')} count={mandatory} />}
            id="vehicle-tab-mandatory"
            aria-controls="vehicle-tabpanel"
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="vehicle-tabpanel" aria-labelledby={`vehicle-tab-${tab}`}>
        {tab === 'info' && <VehicleInfo />}
        {tab === 'general' && <VehicleGeneralMaintenance />}
        {tab === 'mandatory' && <VehicleMandatoryMaintenance />}
      </Box>
    </>
  );
}

/** How many records of a kind the vehicle has: one row asked for, the total read. */
function useRecordCount(resource: 'voluntary-maintenance' | 'mandatory-maintenance'): number | undefined {
  const vehicle = useRecordContext();
  const { total } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, filter: vehicle ? vehicleRecordsFilter(vehicle) : {} },
    { enabled: vehicle !== undefined },
  );
  return total;
}

function Counted({ label, count }: { label: string; count: number | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {label}
      {count !== undefined && <Chip size="small" label={count} sx={{ height: 20, fontSize: '0.75rem' }} />}
    </Box>
  );
}
