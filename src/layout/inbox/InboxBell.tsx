import { useId, useState } from 'react';
import { Badge, Box, Button, Divider, IconButton, List, ListItem, ListItemButton, Popover, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useBasename, useTranslate } from 'ra-core';
import { Link, useNavigate } from 'react-router-dom';
import { receivesReminders } from '../../../contract/permissions';
import type { Notification } from '../../../contract/schemas/notification';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { reminderPath } from './reminderSubject';
import { ReminderStatusChip } from './ReminderStatusChip';
import { ReminderText } from './ReminderText';
import { ReminderSettingsLink } from './ReminderSettingsLink';
import { useInboxPage, useMarkRead, useUnreadCount } from './useInbox';

/** How many of the newest reminders the bell's list shows; the inbox page has the rest. */
const SHOWN = 8;

/**
 * The bell in the app bar (docs/reminders.md, Channels): the number of unread reminders, and on a
 * click the newest of them, each opening its vehicle; "Mark all read", and the whole inbox. Only for
 * those who get reminders: a superadmin belongs to no company and would only ever see it empty.
 */
export function InboxBell() {
  const role = useSignedInUser()?.role;
  return role && receivesReminders(role) ? <Bell /> : null;
}

function Bell() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: unread = 0 } = useUnreadCount();
  const label = unread > 0 ? translate('fleet.inbox.bell_unread', { smart_count: unread }) : translate('fleet.inbox.bell');
  const popoverId = useId();
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* The number is in the button's name already; the badge only shows it. */}
          <Badge badgeContent={unread || undefined} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
            <NotificationsIcon fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': translate('fleet.inbox.title'), sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } },
        }}
      >
        {anchor && <BellList unread={unread} onDone={() => setAnchor(null)} />}
      </Popover>
    </>
  );
}

function BellList({ unread, onDone }: { unread: number; onDone: () => void }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, isPending } = useInboxPage({ limit: SHOWN });
  const markRead = useMarkRead();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('fleet.inbox.title')}
        </Typography>
        <Button size="small" disabled={unread === 0 || markRead.all.isPending} onClick={() => markRead.all.mutate()}>
          {translate('fleet.inbox.mark_all_read')}
        </Button>
      </Box>
      <Divider />
      {isPending ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('fleet.table.loading')}
        </Typography>
      ) : data && data.data.length > 0 ? (
        <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {data.data.map((reminder) => (
            <ListItem key={reminder.id} disablePadding>
              <BellEntry reminder={reminder} onOpen={onDone} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('fleet.inbox.empty')}
        </Typography>
      )}
      <Divider />
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" component={Link} to={`${basename}/notifications`} onClick={onDone}>
          {translate('fleet.inbox.show_all')}
        </Button>
        <ReminderSettingsLink onClick={onDone} />
      </Box>
    </Box>
  );
}

/** One reminder; opening it marks it read and goes to its vehicle (or, for an employee's document, the documents). */
function BellEntry({ reminder, onOpen }: { reminder: Notification; onOpen: () => void }) {
  const basename = useBasename();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return (
    <ListItemButton
      alignItems="flex-start"
      sx={{ gap: 1.5, bgcolor: reminder.read ? undefined : 'action.hover' }}
      onClick={() => {
        if (!reminder.read) markRead.one.mutate(reminder.id);
        onOpen();
        navigate(reminderPath(basename, reminder));
      }}
    >
      <ReminderText reminder={reminder} />
      <Box sx={{ ml: 'auto', flexShrink: 0 }}>
        <ReminderStatusChip reminder={reminder} />
      </Box>
    </ListItemButton>
  );
}
