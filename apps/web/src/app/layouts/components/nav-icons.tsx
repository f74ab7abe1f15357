import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import type { MenuIcon } from '../../routes.ts';

export const NAV_ICONS: Record<MenuIcon, typeof SpaceDashboardOutlinedIcon> = {
  dashboard: SpaceDashboardOutlinedIcon,
  ops: AdminPanelSettingsOutlinedIcon,
  user: ManageAccountsOutlinedIcon,
};
