import { Badge, IconButton, Tooltip } from '@mui/material';
import WaitingIcon from '@mui/icons-material/CloudUploadOutlined';
import { useBasename, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useOutbox } from '../../outbox/useOutbox';

/** The app bar's path to the outbox's screen. */
const OUTBOX_PATH = '/outbox';

/**
 * In the app bar while anything made on this device waits (docs/yard.md, Offline): how many wait to be
 * sent, in its name and its badge, red when the server refused one. Opens the outbox's screen.
 */
export function OutboxButton({ employeeId }: { employeeId: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const entries = useOutbox(employeeId) ?? [];
  if (entries.length === 0) return null;
  const refused = entries.filter((entry) => entry.refused).length;
  const label = [
    translate('fleet.outbox.waiting', { smart_count: entries.length - refused }),
    refused ? translate('fleet.outbox.refused_count', { smart_count: refused }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} component={Link} to={`${basename}${OUTBOX_PATH}`}>
        <Badge badgeContent={entries.length} color={refused ? 'error' : 'warning'} max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
          <WaitingIcon fontSize="small" />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
