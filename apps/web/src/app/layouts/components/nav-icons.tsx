import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import PriceCheckOutlinedIcon from '@mui/icons-material/PriceCheckOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import type { MenuIcon } from '../../routes.ts';

export const NAV_ICONS: Record<MenuIcon, typeof SpaceDashboardOutlinedIcon> = {
  dashboard: SpaceDashboardOutlinedIcon,
  ops: AdminPanelSettingsOutlinedIcon,
  actionLog: HistoryOutlinedIcon,
  outbox: OutboxOutlinedIcon,
  user: ManageAccountsOutlinedIcon,
  opsUsers: GroupsOutlinedIcon,
  deposit: AccountBalanceWalletOutlinedIcon,
  statement: ReceiptLongOutlinedIcon,
  opsDeposits: PriceCheckOutlinedIcon,
};
