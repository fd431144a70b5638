import { useState } from 'react';
import { Alert, Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { LoadingBlock } from '../../layout/QueryState';
import { showToast } from '../../layout/notifications/toasts';
import { formatWhen } from '../../resources/inspections/when';
import { translateContractMessage } from '../../i18n/contractMessages';
import { http } from '../../providers';
import type { OutboxEntry } from '../../outbox/entry';
import { sendWaiting } from '../../outbox/send';
import { discard } from '../../outbox/store';
import { useOutbox } from '../../outbox/useOutbox';
import { ConfirmDiscard } from './ConfirmDiscard';
import { CorrectDialog } from './CorrectDialog';

/**
 * What this device keeps for the signed-in person (docs/yard.md, Offline): each record made without a
 * connection, in the order it was made, waiting to be sent, or refused by the server with its reason, to
 * be corrected or discarded. Nothing leaves it but by being sent or by the person's own discard.
 */
export function Outbox() {
  const translate = useTranslate();
  const employeeId = useSignedInUser()?.id;
  const entries = useOutbox(employeeId);
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [correcting, setCorrecting] = useState<OutboxEntry>();
  const [discarding, setDiscarding] = useState<OutboxEntry>();
  const waiting = entries?.filter((entry) => !entry.refused).length ?? 0;

  const sendNow = async () => {
    if (!employeeId) return;
    setSending(true);
    try {
      const report = await sendWaiting(http, employeeId);
      if (report.sent) void queryClient.invalidateQueries();
      showToast({
        title: report.stopped ? translate('fleet.outbox.no_connection') : translate('fleet.outbox.sent', { smart_count: report.sent }),
        variant: report.stopped ? 'destructive' : 'success',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 880 }}>
      <ScreenTitle title={translate('fleet.outbox.title')} />
      <Typography color="text.secondary">{translate('fleet.outbox.intro')}</Typography>
      {entries === undefined ? (
        <LoadingBlock minHeight={120} />
      ) : entries.length === 0 ? (
        <Alert severity="success">{translate('fleet.outbox.empty')}</Alert>
      ) : (
        <>
          <Box>
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={sending || waiting === 0}
              onClick={() => void sendNow()}
              sx={{ minHeight: 44 }}
            >
              {translate('fleet.outbox.send_now', { smart_count: waiting })}
            </Button>
          </Box>
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <EntryCard entry={entry} onCorrect={() => setCorrecting(entry)} onDiscard={() => setDiscarding(entry)} />
              </li>
            ))}
          </Stack>
        </>
      )}
      {correcting && <CorrectDialog entry={correcting} onClose={() => setCorrecting(undefined)} />}
      <ConfirmDiscard
        entry={discarding}
        onClose={() => setDiscarding(undefined)}
        onConfirm={async () => {
          if (discarding?.id !== undefined) await discard(discarding.id);
          setDiscarding(undefined);
        }}
      />
    </Box>
  );
}

function EntryCard({ entry, onCorrect, onDiscard }: { entry: OutboxEntry; onCorrect: () => void; onDiscard: () => void }) {
  const translate = useTranslate();
  // In the fleet's format, in the person's time zone: `29.11.2026 07:42`.
  const madeAt = formatWhen(entry.madeAt, useSignedInUser()?.time_zone ?? 'UTC');
  const photos = entry.photos.filter((photo) => !photo.sent).length;
  return (
    <Card variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {translate(`fleet.outbox.kinds.${entry.kind}`)}
          {entry.plate ? ` · ${entry.plate}` : ''}
        </Typography>
        <Chip
          size="small"
          color={entry.refused ? 'error' : 'warning'}
          variant="outlined"
          label={entry.refused ? translate('fleet.outbox.state_refused') : translate('fleet.outbox.state_waiting')}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('fleet.outbox.made_at', { when: madeAt })}
        {photos ? ` · ${translate('fleet.outbox.photos', { smart_count: photos })}` : ''}
      </Typography>
      {entry.refused && (
        <Alert severity="error">
          {translateContractMessage(translate, entry.refused.reason)}
          {entry.refused.fields.map(({ field, message }) => (
            <Box key={field} component="span" sx={{ display: 'block' }}>
              {field}: {translateContractMessage(translate, message)}
            </Box>
          ))}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {entry.refused && !entry.sentId && (
          <Button variant="outlined" onClick={onCorrect} sx={{ minHeight: 44 }}>
            {translate('fleet.outbox.correct')}
          </Button>
        )}
        <Button color="error" onClick={onDiscard} sx={{ minHeight: 44 }}>
          {translate('fleet.outbox.discard')}
        </Button>
      </Stack>
    </Card>
  );
}
