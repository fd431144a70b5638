import { useState } from 'react';
import { Button, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { useDataProvider, useListContext, useTranslate } from 'ra-core';
import { MAX_LABELS, PAPER_SIZES, type PaperSize } from '../../../contract/schemas/vehicle-labels';
import type { FleetDataProvider } from '../../dataProvider';
import { showToast } from '../../layout/notifications/toasts';
import { errorText } from '../../layout/notifications/errorText';

/**
 * "Print QR labels" in the selection bar (docs/screens.md, Vehicles): a menu of the two papers, each
 * downloading the sheet of the ticked vehicles' labels. Archived vehicles are in no yard to label, so
 * their bar has none; more than a sheet takes (MAX_LABELS) leaves it disabled, saying why.
 */
export function PrintLabelsButton() {
  const { selectedIds, filterValues } = useListContext();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState(false);
  if (filterValues.isActive === false) return null;
  const tooMany = selectedIds.length > MAX_LABELS;

  const print = async (paper: PaperSize) => {
    setAnchor(null);
    setPending(true);
    try {
      await dataProvider.downloadVehicleLabels(selectedIds, paper);
    } catch (error) {
      showToast({ title: translate('resources.vehicles.labels.failed'), description: errorText(error, translate), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const button = (
    <Button
      size="small"
      startIcon={<QrCodeIcon />}
      aria-haspopup="menu"
      aria-expanded={anchor ? 'true' : undefined}
      onClick={(event) => setAnchor(event.currentTarget)}
      disabled={pending || tooMany}
    >
      {translate('resources.vehicles.labels.print')}
    </Button>
  );
  return (
    <>
      {tooMany ? (
        <Tooltip title={translate('resources.vehicles.labels.too_many', { max: MAX_LABELS })}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ListSubheader>{translate('resources.vehicles.labels.paper')}</ListSubheader>
        {PAPER_SIZES.map((paper) => (
          <MenuItem key={paper} onClick={() => void print(paper)}>
            {translate(`resources.vehicles.labels.${paper}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
