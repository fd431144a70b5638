import type { Identifier } from 'ra-core';
import type { PaperSize } from '../../contract/schemas/vehicle-labels';
import { buildUrl, type HttpClient } from './httpClient';

/** Where a sheet of the vehicles' QR labels downloads from (GET /api/vehicles/labels.pdf). */
const vehicleLabelsAddress = (ids: readonly Identifier[], paper: PaperSize) =>
  buildUrl('/api/vehicles/labels.pdf', { ids: ids.map(String), paper });

/** The vehicles' QR labels (docs/screens.md, Vehicles): a PDF to print. */
export function vehicleLabelCalls(http: HttpClient) {
  return {
    /**
     * Starts the download of the sheet. The browser fetches the file itself, as a CSV export, so the
     * session is made fresh first, through the client's single refresh.
     */
    async downloadVehicleLabels(ids: readonly Identifier[], paper: PaperSize): Promise<void> {
      await http('/api/auth/me');
      const link = document.createElement('a');
      link.href = vehicleLabelsAddress(ids, paper);
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
    },
  };
}
