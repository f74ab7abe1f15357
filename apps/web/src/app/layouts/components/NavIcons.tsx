import AccountBalanceWalletOutlinedIcon from '../../../components/icons/AccountBalanceWalletOutlined.tsx';
import AddPhotoAlternateOutlinedIcon from '../../../components/icons/AddPhotoAlternateOutlined.tsx';
import AdminPanelSettingsOutlinedIcon from '../../../components/icons/AdminPanelSettingsOutlined.tsx';
import AdsClickOutlinedIcon from '../../../components/icons/AdsClickOutlined.tsx';
import AnnouncementOutlinedIcon from '../../../components/icons/AnnouncementOutlined.tsx';
import AutoStoriesOutlinedIcon from '../../../components/icons/AutoStoriesOutlined.tsx';
import CampaignOutlinedIcon from '../../../components/icons/CampaignOutlined.tsx';
import CategoryOutlinedIcon from '../../../components/icons/CategoryOutlined.tsx';
import EventNoteOutlinedIcon from '../../../components/icons/EventNoteOutlined.tsx';
import FactCheckOutlinedIcon from '../../../components/icons/FactCheckOutlined.tsx';
import ForumOutlinedIcon from '../../../components/icons/ForumOutlined.tsx';
import GroupsOutlinedIcon from '../../../components/icons/GroupsOutlined.tsx';
import HistoryOutlinedIcon from '../../../components/icons/HistoryOutlined.tsx';
import InsightsOutlinedIcon from '../../../components/icons/InsightsOutlined.tsx';
import LocalOfferOutlinedIcon from '../../../components/icons/LocalOfferOutlined.tsx';
import LoyaltyOutlinedIcon from '../../../components/icons/LoyaltyOutlined.tsx';
import ManageAccountsOutlinedIcon from '../../../components/icons/ManageAccountsOutlined.tsx';
import MarkEmailReadOutlinedIcon from '../../../components/icons/MarkEmailReadOutlined.tsx';
import MenuBookOutlinedIcon from '../../../components/icons/MenuBookOutlined.tsx';
import OutboxOutlinedIcon from '../../../components/icons/OutboxOutlined.tsx';
import PriceCheckOutlinedIcon from '../../../components/icons/PriceCheckOutlined.tsx';
import QueryStatsOutlinedIcon from '../../../components/icons/QueryStatsOutlined.tsx';
import ReceiptLongOutlinedIcon from '../../../components/icons/ReceiptLongOutlined.tsx';
import SpaceDashboardOutlinedIcon from '../../../components/icons/SpaceDashboardOutlined.tsx';
import SubjectOutlinedIcon from '../../../components/icons/SubjectOutlined.tsx';
import TipsAndUpdatesOutlinedIcon from '../../../components/icons/TipsAndUpdatesOutlined.tsx';
import ViewQuiltOutlinedIcon from '../../../components/icons/ViewQuiltOutlined.tsx';
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
  opsNews: CampaignOutlinedIcon,
  opsDispatches: MarkEmailReadOutlinedIcon,
};
