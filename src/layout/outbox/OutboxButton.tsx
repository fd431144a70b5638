import { Badge, Box, Button, IconButton, Tooltip } from '@mui/material';
import WaitingIcon from '@mui/icons-material/CloudUploadOutlined';
import { useBasename, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useOutbox } from '../../outbox/useOutbox';

/** The app bar's path to the unsent records' screen. */
const OUTBOX_PATH = '/outbox';

/**
 * Shown while anything made on this device waits (docs/yard.md, Offline): how many wait to be sent, in
 * its name and its badge, red when the server refused one; it opens the unsent records' screen. Beside
 * the bell from a tablet up; on a phone, whose app bar has no room left beside the title, a strip across
 * the top of the screen, where a driver sees it at once.
 */
export function OutboxButton({ employeeId, look }: { employeeId: string; look: 'icon' | 'strip' }) {
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
  const color = refused ? 'error' : 'warning';
  if (look === 'strip') {
    return (
      <Box sx={{ display: { xs: 'block', sm: 'none' }, mb: 1 }}>
        <Button
          component={Link}
          to={`${basename}${OUTBOX_PATH}`}
          variant="outlined"
          color={color}
          startIcon={<WaitingIcon />}
          fullWidth
          sx={{ minHeight: 44, justifyContent: 'flex-start' }}
        >
          {label}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} component={Link} to={`${basename}${OUTBOX_PATH}`}>
          <Badge badgeContent={entries.length} color={color} max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
            <WaitingIcon fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
    </Box>
  );
}
