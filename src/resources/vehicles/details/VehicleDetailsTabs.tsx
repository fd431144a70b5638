import { Box, Chip, Tab, Tabs } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'ra-core';
import type { ResourceName } from '../../../resourceDefinitions';
import { VehicleDocuments } from '../../documents/VehicleDocuments';
import { VehicleInfo } from './VehicleInfo';
import { VehicleGeneralMaintenance, VehicleMandatoryMaintenance } from './VehicleMaintenanceTabs';
import { VehicleFuel } from './VehicleFuelTab';
import { VehicleMeter } from './VehicleMeterTab';
import { VehicleIssues } from './VehicleIssuesTab';
import { VehicleInspections } from './VehicleInspectionsTab';
import { VehicleWorkOrders } from './VehicleWorkOrdersTab';
import { VehicleHistory } from './VehicleHistoryTab';
import { useReadsHistory } from '../../shared/history/useReadsHistory';
import { useDetailsTab, type DetailsTab } from './useDetailsTab';
import { vehicleRecordsFilter } from './vehicleRecordsFilter';
import { generalMaintenance } from '../../../resourceDefinitions/general-maintenance';
import { mandatoryMaintenance } from '../../../resourceDefinitions/mandatory-maintenance';
import { fuel } from '../../../resourceDefinitions/fuel';
import { issues } from '../../../resourceDefinitions/issues';
import { inspections } from '../../../resourceDefinitions/inspections';
import { workOrders } from '../../../resourceDefinitions/work-orders';

/**
 * docs/screens.md, Vehicle details: vehicle info (initial), general and mandatory maintenance, documents,
 * fuel, the meter log, the inspections and the issues (docs/inspections.md), the work orders
 * (docs/work-orders.md), the record tabs with their count, and for those who read history, who changed
 * what of the vehicle and when (docs/screens.md, History). The bar scrolls sideways when the tabs do
 * not fit (a phone), with arrows at its ends.
 */
export function VehicleDetailsTabs() {
  const translate = useTranslate();
  const [asked, setTab] = useDetailsTab();
  const readsHistory = useReadsHistory();
  // A shared link to the history opens the vehicle info for those who do not read history.
  const tab = asked === 'history' && !readsHistory ? 'info' : asked;
  const counted = (value: DetailsTab, label: string, resource: ResourceName) => ({ value, label, resource });
  const recordTabs = [
    counted('general', translate('resources.vehicles.details.general'), generalMaintenance.name),
    counted('mandatory', translate('resources.vehicles.details.mandatory'), mandatoryMaintenance.name),
    counted('documents', translate('resources.documents.name', { smart_count: 2 }), 'documents'),
    counted('fuel', translate('resources.fuel.tab'), fuel.name),
    counted('meter', translate('resources.meter-readings.tab'), 'meter-readings'),
    counted('inspections', translate('resources.vehicles.details.inspections'), inspections.name),
    counted('issues', translate('resources.vehicles.details.issues'), issues.name),
    counted('work-orders', translate('resources.work-orders.name', { smart_count: 2 }), workOrders.name),
  ];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, next: DetailsTab) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          <Tab value="info" label={translate('resources.vehicles.details.info')} id="vehicle-tab-info" aria-controls="vehicle-tabpanel" />
          {recordTabs.map(({ value, label, resource }) => (
            <Tab
              key={value}
              value={value}
              label={<CountedLabel label={label} resource={resource} />}
              id={`vehicle-tab-${value}`}
              aria-controls="vehicle-tabpanel"
            />
          ))}
          {readsHistory && (
            <Tab value="history" label={translate('fleet.history.title')} id="vehicle-tab-history" aria-controls="vehicle-tabpanel" />
          )}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="vehicle-tabpanel" aria-labelledby={`vehicle-tab-${tab}`}>
        {tab === 'info' && <VehicleInfo />}
        {tab === 'general' && <VehicleGeneralMaintenance />}
        {tab === 'mandatory' && <VehicleMandatoryMaintenance />}
        {tab === 'documents' && <VehicleDocuments />}
        {tab === 'fuel' && <VehicleFuel />}
        {tab === 'meter' && <VehicleMeter />}
        {tab === 'inspections' && <VehicleInspections />}
        {tab === 'issues' && <VehicleIssues />}
        {tab === 'work-orders' && <VehicleWorkOrders />}
        {tab === 'history' && <VehicleHistory />}
      </Box>
    </>
  );
}

/** How many records of a kind the vehicle has: one row asked for, the total read. */
function useRecordCount(resource: ResourceName): number | undefined {
  const vehicle = useRecordContext();
  const { total } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, filter: vehicle ? vehicleRecordsFilter(vehicle) : {} },
    { enabled: vehicle !== undefined },
  );
  return total;
}

function CountedLabel({ label, resource }: { label: string; resource: ResourceName }) {
  const count = useRecordCount(resource);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {label}
      {count !== undefined && <Chip size="small" label={count} sx={{ height: 20, fontSize: '0.75rem' }} />}
    </Box>
  );
}
