import type { ComponentType } from 'react';
import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'ra-core';
import { Link, useLocation } from 'react-router-dom';
import { canOpenScreen, readsHistory } from '../../../contract/permissions';
import { RESOURCE_DEFINITIONS } from '../../resourceDefinitions';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { useSidebar, useSidebarExpanded } from './sidebarState';

interface Entry {
  path: string;
  label: string;
  Icon?: ComponentType<{ fontSize?: 'small' }>;
}

/**
 * docs/screens.md, Layout: one entry per screen, shown only when the user's role may open it; first the overview,
 * which every role opens, last the history, which every role but users reads.
 */
export function NavigationEntries() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const expanded = useSidebarExpanded();
  const { isMobile, setOpenMobile } = useSidebar();
  const role = useSignedInUser()?.role;

  const screens: Entry[] = RESOURCE_DEFINITIONS.filter((resource) => resource.hasList && role && canOpenScreen(role, resource.api)).map(
    (resource) => ({
      path: `/dashboard/${resource.name}`,
      label: translate(`resources.${resource.name}.name`, { smart_count: 2 }),
      Icon: resource.icon,
    }),
  );
  const history: Entry[] =
    role && readsHistory(role) ? [{ path: '/dashboard/history', label: translate('fleet.history.title'), Icon: HistoryIcon }] : [];
  const entries: Entry[] = [
    { path: '/dashboard/overview', label: translate('fleet.overview.title'), Icon: DashboardIcon },
    ...screens,
    ...history,
  ];

  return (
    <List component="nav" aria-label={translate('fleet.layout.navigation')} sx={{ px: 1, py: 0.5 }}>
      {entries.map(({ path, label, Icon }) => {
        const selected = pathname === path || pathname.startsWith(`${path}/`);
        return (
          <Tooltip key={path} title={expanded ? '' : label} placement="right">
            <ListItemButton
              component={Link}
              to={path}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={() => isMobile && setOpenMobile(false)}
              sx={{ borderRadius: 1.5, minHeight: 36, px: 1, mb: 0.25, justifyContent: expanded ? 'flex-start' : 'center' }}
            >
              {Icon && (
                <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 1.5 : 0, color: 'inherit' }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
              )}
              {expanded && <ListItemText primary={label} slotProps={{ primary: { sx: { fontSize: 14, lineHeight: 1.3 } } }} />}
            </ListItemButton>
          </Tooltip>
        );
      })}
    </List>
  );
}
