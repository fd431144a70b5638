import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useResourceDefinitions, useTranslate } from 'ra-core';
import { Link, useLocation } from 'react-router-dom';
import { canOpenScreen } from '../../../contract/permissions';
import { apiResourceOf, isFleetResource } from '../../dataProvider/apiResources';
import { readUserData } from '../../authProvider/userData';
import { useSidebar, useSidebarExpanded } from './sidebarState';

/** Spec §2: one entry per screen, shown only when the user's role may open it. */
export function NavigationEntries() {
  const resources = useResourceDefinitions();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const expanded = useSidebarExpanded();
  const { isMobile, setOpenMobile } = useSidebar();
  const role = readUserData()?.role;

  const entries = Object.values(resources).filter(
    (resource) => resource.hasList && role && isFleetResource(resource.name) && canOpenScreen(role, apiResourceOf(resource.name)),
  );

  return (
    <List component="nav" aria-label={translate('fleet.layout.navigation')} sx={{ px: 1, py: 0.5 }}>
      {entries.map((resource) => {
        const path = `/dashboard/${resource.name}`;
        const label = translate(`resources.${resource.name}.name`, { smart_count: 2 });
        const Icon = resource.icon;
        const selected = pathname === path || pathname.startsWith(`${path}/`);
        return (
          <Tooltip key={resource.name} title={expanded ? '' : label} placement="right">
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
