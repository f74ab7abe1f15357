import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AdsClickOutlinedIcon from '@mui/icons-material/AdsClickOutlined';
import AnnouncementOutlinedIcon from '@mui/icons-material/AnnouncementOutlined';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import LoyaltyOutlinedIcon from '@mui/icons-material/LoyaltyOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import PriceCheckOutlinedIcon from '@mui/icons-material/PriceCheckOutlined';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import SubjectOutlinedIcon from '@mui/icons-material/SubjectOutlined';
import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import ViewQuiltOutlinedIcon from '@mui/icons-material/ViewQuiltOutlined';
import type { MenuIcon } from '../../route-types.ts';

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
  promotion: LocalOfferOutlinedIcon,
  promotionReport: QueryStatsOutlinedIcon,
  promotionTransactions: SubjectOutlinedIcon,
  opsPromotions: LoyaltyOutlinedIcon,
  tutorials: MenuBookOutlinedIcon,
  opsTutorials: AutoStoriesOutlinedIcon,
  opsPopups: AnnouncementOutlinedIcon,
  adCreate: AddPhotoAlternateOutlinedIcon,
  advertisement: ViewQuiltOutlinedIcon,
  adsPlanner: InsightsOutlinedIcon,
  adsHelper: TipsAndUpdatesOutlinedIcon,
  opsReview: FactCheckOutlinedIcon,
  opsCatalogues: CategoryOutlinedIcon,
  dayExpense: EventNoteOutlinedIcon,
  clickReport: AdsClickOutlinedIcon,
  opsMessages: ForumOutlinedIcon,
};
