import { useState } from 'react';
import { Box, Button, Card, FormControlLabel, Link as MuiLink, Stack, Switch, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../contract/schemas/notification';
import { LoadFailed, LoadingBlock } from '../../layout/QueryState';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { ReminderText } from '../../layout/inbox/ReminderText';
import { useInboxPage, useMarkRead } from '../../layout/inbox/useInbox';
import { errorText } from '../../layout/notifications/errorText';
import { reminderPath, subjectName } from '../../layout/inbox/reminderSubject';
import { ReminderStatusChip } from '../../layout/inbox/ReminderStatusChip';
import { RunCheckButton } from './RunCheckButton';
import { ReminderSettingsLink } from '../../layout/inbox/ReminderSettingsLink';

const PAGE_SIZE = 25;

/**
 * Every reminder of the signed-in person, newest first (docs/reminders.md, Channels): unread ones
 * stand out, each opens its vehicle and is marked read on its own or with all the others. An admin
 * runs the company's check here too, after changing something, instead of waiting for the send hour.
 */
export function Inbox() {
  const translate = useTranslate();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useInboxPage({ unread: unreadOnly, page, limit: PAGE_SIZE });
  const markRead = useMarkRead();
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 880 }}>
      <ScreenTitle title={translate('fleet.inbox.title')} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={unreadOnly}
              onChange={(event) => {
                setUnreadOnly(event.target.checked);
                setPage(1);
              }}
            />
          }
          label={translate('fleet.inbox.unread_only')}
        />
        <Box sx={{ flex: 1 }} />
        <ReminderSettingsLink />
        <RunCheckButton />
        <Button variant="outlined" size="small" disabled={markRead.all.isPending} onClick={() => markRead.all.mutate()}>
          {translate('fleet.inbox.mark_all_read')}
        </Button>
      </Stack>
      {isPending ? (
        <LoadingBlock minHeight={160} />
      ) : error ? (
        <LoadFailed onRetry={refetch}>{errorText(error, translate)}</LoadFailed>
      ) : data.data.length === 0 ? (
        <Card variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{translate(unreadOnly ? 'fleet.inbox.none_unread' : 'fleet.inbox.empty')}</Typography>
        </Card>
      ) : (
        <Card variant="outlined" component="ul" aria-label={translate('fleet.inbox.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.data.map((reminder) => (
            <InboxEntry key={reminder.id} reminder={reminder} />
          ))}
        </Card>
      )}
      {data && data.totalCount > PAGE_SIZE && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('fleet.table.page', { page, pages })}
          </Typography>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {translate('fleet.table.previous')}
          </Button>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {translate('fleet.table.next')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function InboxEntry({ reminder }: { reminder: Notification }) {
  const translate = useTranslate();
  const basename = useBasename();
  const markRead = useMarkRead();
  return (
    <Box
      component="li"
      data-read={reminder.read}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        bgcolor: reminder.read ? undefined : 'action.hover',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <Box sx={{ flexShrink: 0, pt: 0.25 }}>
        <ReminderStatusChip reminder={reminder} />
      </Box>
      <ReminderText reminder={reminder} />
      <Stack direction="row" sx={{ ml: 'auto', gap: 1, alignItems: 'center', flexShrink: 0 }}>
        <MuiLink component={Link} to={reminderPath(basename, reminder)} onClick={() => !reminder.read && markRead.one.mutate(reminder.id)}>
          {reminder.item === 'reorder'
            ? translate('fleet.inbox.open_parts')
            : translate('fleet.inbox.open_vehicle', { plate: subjectName(reminder) })}
        </MuiLink>
        {!reminder.read && (
          <Button
            size="small"
            onClick={() => markRead.one.mutate(reminder.id)}
            aria-label={translate('fleet.inbox.mark_read_of', { plate: subjectName(reminder) })}
          >
            {translate('fleet.inbox.mark_read')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
