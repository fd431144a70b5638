import { Alert, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import type { Delivery } from '../../../contract/schemas/notification';
import type { FleetDataProvider } from '../../dataProvider';
import { LANGUAGE_TAGS, type Language } from '../../../contract/languages';
import { useLanguage } from '../../i18n/useLanguage';
import { errorText } from '../../layout/notifications/errorText';
import { TitledCard } from '../../resources/shared/CardTitle';

const SHOWN = 25;

const STATUS_COLOR: Record<Delivery['status'], 'default' | 'success' | 'error'> = { pending: 'default', sent: 'success', failed: 'error' };

/** When, in the reader's own clock and language: a delivery is an event of a moment, not a calendar day. */
const when = (timestamp: string, language: Language) =>
  new Date(timestamp).toLocaleString(LANGUAGE_TAGS[language], { dateStyle: 'short', timeStyle: 'short' });

/**
 * The company's latest email digests and webhook calls (docs/reminders.md, Deliveries), for its admins:
 * to whom, how many reminders, how it went, how often it was tried and why it last failed.
 */
export function DeliveryLog() {
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { data, error } = useQuery({ queryKey: ['deliveries'], queryFn: () => dataProvider.getDeliveries({ limit: SHOWN }) });
  return (
    <TitledCard id="deliveries-title" title={translate('fleet.reminder_settings.deliveries_title')}>
      {error ? (
        <Alert severity="error">{errorText(error, translate)}</Alert>
      ) : data && data.data.length === 0 ? (
        <Typography color="text.secondary">{translate('fleet.reminder_settings.deliveries_empty')}</Typography>
      ) : (
        data && (
          <TableContainer>
            <Table size="small" aria-labelledby="deliveries-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('fleet.reminder_settings.delivery_when')}</TableCell>
                  <TableCell>{translate('fleet.reminder_settings.delivery_to')}</TableCell>
                  <TableCell align="right">{translate('fleet.reminder_settings.delivery_reminders')}</TableCell>
                  <TableCell>{translate('fleet.reminder_settings.delivery_status')}</TableCell>
                  <TableCell align="right">{translate('fleet.reminder_settings.delivery_attempts')}</TableCell>
                  <TableCell>{translate('fleet.reminder_settings.delivery_error')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((delivery) => (
                  <TableRow key={delivery.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(delivery.sent_at ?? delivery.createdAt, language)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>
                      {translate(`fleet.reminder_settings.channel_${delivery.channel}`)}: {delivery.recipient}
                    </TableCell>
                    <TableCell align="right">{delivery.reminders}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={STATUS_COLOR[delivery.status]}
                        label={translate(`fleet.reminder_settings.status_${delivery.status}`)}
                      />
                    </TableCell>
                    <TableCell align="right">{delivery.attempts}</TableCell>
                    <TableCell sx={{ maxWidth: 280, wordBreak: 'break-word' }}>{delivery.last_error ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      )}
    </TitledCard>
  );
}
