import { useState } from 'react';
import { Avatar, Box, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import { useTranslate } from 'ra-core';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { useSignOut } from './useSignOut';
import { useSidebarExpanded } from './sidebarState';
import { useOutbox } from '../../outbox/useOutbox';
import { discardAllOf } from '../../outbox/store';
import { SignOutWithWaiting } from '../outbox/SignOutWithWaiting';

/** docs/screens.md, Layout: the username and "Sign out" at the foot of the sidebar. */
export function SidebarFooter() {
  const translate = useTranslate();
  const signOut = useSignOut();
  const expanded = useSidebarExpanded();
  const user = useSignedInUser();
  const signOutLabel = translate('fleet.auth.sign_out');
  // Records made offline that wait on this device: signing out asks what becomes of them first.
  const waiting = useOutbox(user?.id)?.length ?? 0;
  const [asking, setAsking] = useState(false);
  const startSignOut = () => (waiting > 0 ? setAsking(true) : void signOut());

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
      {user && (
        // Collapsed, the avatar alone says who is signed in, in a tooltip (an empty one would name the box "").
        <Tooltip
          title={translate('fleet.layout.signed_in_as', { name: user.username })}
          placement="right"
          disableHoverListener={expanded}
          disableTouchListener={expanded}
          disableFocusListener={expanded}
          describeChild
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              px: expanded ? 1 : 0,
              py: 0.75,
              justifyContent: expanded ? 'flex-start' : 'center',
            }}
          >
            <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {user.username.slice(0, 1).toUpperCase()}
            </Avatar>
            {expanded && (
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} variant="body2" noWrap data-testid="signed-in-username">
                  {user.username}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {translate(`fleet.roles.${user.role}`)}
                </Typography>
              </Box>
            )}
          </Box>
        </Tooltip>
      )}
      <Tooltip title={expanded ? '' : signOutLabel} placement="right">
        <ListItemButton
          onClick={startSignOut}
          sx={{ borderRadius: 1.5, minHeight: 36, px: 1, justifyContent: expanded ? 'flex-start' : 'center' }}
          aria-label={signOutLabel}
        >
          <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 1.5 : 0, color: 'inherit' }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {expanded && <ListItemText primary={signOutLabel} slotProps={{ primary: { sx: { fontSize: 14 } } }} />}
        </ListItemButton>
      </Tooltip>
      <SignOutWithWaiting
        count={asking ? waiting : undefined}
        onCancel={() => setAsking(false)}
        onKeep={() => {
          setAsking(false);
          void signOut();
        }}
        onDiscard={() => {
          setAsking(false);
          void (user ? discardAllOf(user.id) : Promise.resolve()).then(signOut);
        }}
      />
    </Box>
  );
}
