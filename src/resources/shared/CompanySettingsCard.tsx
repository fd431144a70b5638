import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import type { CompanySettings } from '../../../contract/schemas/company';
import type { FleetDataProvider } from '../../dataProvider';
import { errorText } from '../../layout/notifications/errorText';
import { TitledCard } from './CardTitle';

/**
 * A card of the company's settings (GET /api/companies/:id/settings), read once for every card that
 * shows some of them (the reminders' zone and hour, the history's retention): its form, made again
 * with each new version read, or why they could not be read.
 */
export function CompanySettingsCard({
  companyId,
  id,
  title,
  children,
}: {
  companyId: Identifier;
  /** The title's id, which the card and its form are labelled by. */
  id: string;
  title: string;
  children: (settings: CompanySettings) => ReactNode;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { data: settings, error } = useQuery({
    queryKey: ['companySettings', companyId],
    queryFn: () => dataProvider.getCompanySettings(companyId),
  });
  return (
    <TitledCard id={id} title={title}>
      {error ? <Alert severity="error">{errorText(error, translate)}</Alert> : settings && children(settings)}
    </TitledCard>
  );
}
