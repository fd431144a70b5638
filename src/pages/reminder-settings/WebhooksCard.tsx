import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Webhook } from '../../../contract/schemas/webhook';
import type { FleetDataProvider } from '../../dataProvider';
import { errorText } from '../../layout/notifications/errorText';
import { copyToClipboard } from '../../layout/notifications/copyToClipboard';
import { showToast } from '../../layout/notifications/toasts';
import { useAction } from '../../layout/notifications/useAction';
import { LoadFailed, LoadingBlock } from '../../layout/QueryState';
import { CardTitle } from '../../resources/shared/CardTitle';

const QUERY_KEY = ['webhooks'];

/**
 * A company's webhooks, for its admins (docs/reminders.md, Webhooks): where each new reminder is
 * POSTed, signed with the webhook's secret; added, changed, tested and deleted here, their calls
 * logged under Deliveries.
 */
export function WebhooksCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { data: webhooks, error, isPending, refetch } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getWebhooks() });
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <Card variant="outlined" component="section" aria-labelledby="webhooks-title">
      <CardContent>
        <CardTitle id="webhooks-title" title={translate('fleet.webhooks.title')} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('fleet.webhooks.intro')}
        </Typography>
        {isPending ? (
          <LoadingBlock minHeight={80} />
        ) : error ? (
          <LoadFailed onRetry={refetch}>{errorText(error, translate)}</LoadFailed>
        ) : (
          webhooks && (
            <>
              {webhooks.length === 0 ? (
                <Typography color="text.secondary">{translate('fleet.webhooks.empty')}</Typography>
              ) : (
                <List disablePadding aria-labelledby="webhooks-title">
                  {webhooks.map((webhook) => (
                    <WebhookRow
                      key={webhook.id}
                      webhook={webhook}
                      onEdit={() => setEditing(webhook)}
                      onDelete={() => setDeleting(webhook)}
                    />
                  ))}
                </List>
              )}
              <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing('new')}>
                {translate('fleet.webhooks.add')}
              </Button>
            </>
          )
        )}
      </CardContent>
      {editing && (
        <WebhookDialog
          webhook={editing === 'new' ? null : editing}
          onClose={(newSecret) => {
            setEditing(null);
            if (newSecret) setSecret(newSecret);
          }}
        />
      )}
      {deleting && <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </Card>
  );
}

function WebhookRow({ webhook, onEdit, onDelete }: { webhook: Webhook; onEdit: () => void; onDelete: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const { busy, run } = useAction();
  // Each row's controls are described by its address, so that a screen reader tells the rows apart.
  const addressId = useId();

  const test = async () => {
    const result = await run(() => dataProvider.testWebhook(webhook.id), 'fleet.webhooks.test_failed');
    if (!result) return;
    if (result.delivered) {
      showToast({ title: translate('fleet.webhooks.test_delivered', { status: result.status_code }), variant: 'success' });
    } else {
      showToast({ title: translate('fleet.webhooks.test_failed'), description: result.error ?? '', variant: 'destructive' });
    }
  };
  // Busy until the list is read again: a second click needs the version the first one made.
  const toggle = (enabled: boolean) =>
    run(async () => {
      const { url, description, version } = webhook;
      await dataProvider.updateWebhook(webhook.id, { url, description, enabled, version });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    }, 'fleet.webhooks.save_failed');

  return (
    <ListItem divider disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1.5 }}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography id={addressId} sx={{ wordBreak: 'break-all', fontWeight: 500 }}>
          {webhook.url}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[webhook.description, translate('fleet.webhooks.secret_hint', { hint: webhook.secret_hint })].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={webhook.enabled}
            disabled={busy}
            slotProps={{ input: { 'aria-describedby': addressId } }}
            onChange={(event) => void toggle(event.target.checked)}
          />
        }
        label={translate('fleet.webhooks.on')}
      />
      {!webhook.enabled && <Chip size="small" label={translate('fleet.webhooks.paused')} />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" disabled={busy} aria-describedby={addressId} onClick={() => void test()}>
          {translate('fleet.webhooks.test')}
        </Button>
        <Button size="small" aria-describedby={addressId} onClick={onEdit}>
          {translate('ra.action.edit')}
        </Button>
        <Button size="small" color="error" aria-describedby={addressId} onClick={onDelete}>
          {translate('ra.action.delete')}
        </Button>
      </Box>
    </ListItem>
  );
}

/** Adds a webhook, or changes one; closes with the new secret when there is one to show, this once. */
function WebhookDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: (newSecret?: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [enabled, setEnabled] = useState(webhook?.enabled ?? true);
  const [secret, setSecret] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    // Enter in a field while a save runs would add the webhook twice.
    if (saving) return;
    setSaving(true);
    setFailure(null);
    const input = { url, description, enabled, ...(secret.trim() && { secret: secret.trim() }) };
    try {
      const saved = webhook
        ? await dataProvider.updateWebhook(webhook.id, { ...input, version: webhook.version })
        : await dataProvider.createWebhook(input);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      showToast({ title: translate(webhook ? 'fleet.webhooks.saved' : 'fleet.webhooks.added'), variant: 'success' });
      // A secret Fleet made is shown once; one the admin typed they already have.
      onClose(saved.secret && !secret.trim() ? saved.secret : undefined);
    } catch (error) {
      setFailure(errorText(error, translate));
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="sm" aria-labelledby="webhook-dialog-title">
      <DialogTitle id="webhook-dialog-title">{translate(webhook ? 'fleet.webhooks.edit_title' : 'fleet.webhooks.add_title')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="webhook-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            required
            autoFocus
            type="url"
            label={translate('fleet.webhooks.url')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            helperText={translate('fleet.webhooks.url_help')}
          />
          <TextField
            label={translate('fleet.webhooks.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <TextField
            label={translate('fleet.webhooks.secret')}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            helperText={translate(webhook ? 'fleet.webhooks.secret_keep' : 'fleet.webhooks.secret_make')}
            autoComplete="off"
          />
          <FormControlLabel
            control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
            label={translate('fleet.webhooks.enabled')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form="webhook-form" variant="contained" disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeleteWebhookDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const { busy, run } = useAction();
  const remove = async () => {
    if ((await run(() => dataProvider.deleteWebhook(webhook.id).then(() => true), 'fleet.webhooks.delete_failed')) === undefined) return;
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    showToast({ title: translate('fleet.webhooks.deleted'), variant: 'success' });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="webhook-delete-title">
      <DialogTitle id="webhook-delete-title">{translate('fleet.webhooks.delete_title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ wordBreak: 'break-all' }}>{translate('fleet.webhooks.delete_content', { url: webhook.url })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void remove()}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The secret Fleet made, shown this once, for the admin to give the receiver. */
function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const translate = useTranslate();
  const copy = () =>
    copyToClipboard(secret, { copied: translate('fleet.webhooks.secret_copied'), failed: translate('fleet.webhooks.secret_copy_failed') });
  return (
    // Only Done closes it: a click beside it or Escape would lose the one copy of the secret.
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
      <DialogTitle id="webhook-secret-title">{translate('fleet.webhooks.secret_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('fleet.webhooks.secret_once')}
        </Typography>
        <TextField
          fullWidth
          label={translate('fleet.webhooks.secret')}
          value={secret}
          slotProps={{ htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{translate('fleet.reminder_settings.calendar_copy')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('fleet.webhooks.secret_done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
