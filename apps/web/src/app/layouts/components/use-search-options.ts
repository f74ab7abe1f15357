import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import AccountBalanceWalletOutlinedIcon from '../../../components/icons/AccountBalanceWalletOutlined.tsx';
import ArticleOutlinedIcon from '../../../components/icons/ArticleOutlined.tsx';
import KeyOutlinedIcon from '../../../components/icons/KeyOutlined.tsx';
import MailOutlinedIcon from '../../../components/icons/MailOutlined.tsx';
import SettingsOutlinedIcon from '../../../components/icons/SettingsOutlined.tsx';
import TelegramIcon from '../../../components/icons/Telegram.tsx';
import ViewQuiltOutlinedIcon from '../../../components/icons/ViewQuiltOutlined.tsx';
import WebhookOutlinedIcon from '../../../components/icons/WebhookOutlined.tsx';
import { useSearch } from '../../../features/search/api/search.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useSession } from '../../../lib/use-session.ts';
import { href } from '../../../routing/href.ts';
import { NAV_ICONS } from './NavIcons.tsx';
import { matchPages, type PageIcon, type SearchPage, searchablePages } from './search-pages.ts';

export type SearchSection = 'pages' | 'ads' | 'deposits' | 'tutorials';

/** One choice of the search's list: where it leads and how it reads. */
export interface SearchOption {
  id: string;
  section: SearchSection;
  to: string;
  primary: string;
  secondary?: string;
  icon: typeof MailOutlinedIcon;
}

const PAGE_ICONS: Record<Exclude<PageIcon, keyof typeof NAV_ICONS>, typeof MailOutlinedIcon> = {
  setting: SettingsOutlinedIcon,
  messages: MailOutlinedIcon,
  telegram: TelegramIcon,
  apiKeys: KeyOutlinedIcon,
  webhooks: WebhookOutlinedIcon,
};

const pageIcon = (icon: PageIcon) =>
  icon in NAV_ICONS ? NAV_ICONS[icon as keyof typeof NAV_ICONS] : PAGE_ICONS[icon as 'setting'];

/** "Advertisements › Pending" for a tab of a menu group, the entry's name otherwise. */
const pageLabel = (page: SearchPage, t: TFunction) =>
  page.groupKey ? `${t(page.groupKey)} › ${t(page.titleKey)}` : t(page.titleKey);

/**
 * The search's choices for what was typed: pages at once (from the route table, in the reader's language and
 * English), then the server's ads, deposits and help articles for the settled query, section by section.
 */
export function useSearchOptions(input: string, query: string) {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  const kind = useSession().userData?.role?.kind;
  const readsAny = ['Advertisement', 'Deposit', 'Tutorial'].some((subject) =>
    ability.can('read', subject as 'Advertisement'),
  );
  const results = useSearch(query, readsAny);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ability instance is mutable; its rules are read on each change of the session's kind or language
  const pages = useMemo(() => {
    const english = i18n.getFixedT('en');
    const candidates = searchablePages((action, subject) => ability.can(action, subject), kind).map(
      (page) => ({
        item: page,
        texts: [pageLabel(page, t), pageLabel(page, english)],
      }),
    );
    return matchPages(candidates, input);
  }, [input, kind, t, i18n]);

  const sections = useMemo(() => {
    const data = query && input.trim() ? results.data : undefined;
    const when = (iso: string) => formatDate(iso, i18n.language);
    const all: { section: SearchSection; options: SearchOption[] }[] = [
      {
        section: 'pages',
        options: pages.map((page) => ({
          id: `page:${page.to}`,
          section: 'pages',
          to: page.to,
          primary: pageLabel(page, t),
          icon: pageIcon(page.icon),
        })),
      },
      {
        section: 'ads',
        options: (data?.ads ?? []).map((ad) => ({
          id: `ad:${ad.id}`,
          section: 'ads',
          to: href('advertisement-detail', { id: ad.id }),
          primary: ad.name,
          secondary: t('search.adLine', {
            type: t(`ad.types.${ad.type}`),
            status: t(`ad.statuses.${ad.status}`),
          }),
          icon: ViewQuiltOutlinedIcon,
        })),
      },
      {
        section: 'deposits',
        options: (data?.deposits ?? []).map((deposit) => ({
          id: `deposit:${deposit.id}`,
          section: 'deposits',
          to: href('deposit-detail', { id: deposit.id }),
          primary: deposit.reference,
          secondary: t('search.depositLine', {
            amount: formatMoney(deposit.amount),
            status: t(`deposit.statuses.${deposit.status}`),
            date: when(deposit.created_at),
          }),
          icon: AccountBalanceWalletOutlinedIcon,
        })),
      },
      {
        section: 'tutorials',
        options: (data?.tutorials ?? []).map((tutorial) => ({
          id: `tutorial:${tutorial.id}`,
          section: 'tutorials',
          to: href('tutorial-detail', { id: tutorial.id }),
          primary: tutorial.title,
          icon: ArticleOutlinedIcon,
        })),
      },
    ];
    return all.filter((entry) => entry.options.length > 0);
  }, [pages, query, input, results.data, t, i18n.language]);

  return {
    sections,
    options: sections.flatMap((entry) => entry.options),
    /** Whether the server is asked at all (operators read none of its sections). */
    asksServer: readsAny,
    results,
  };
}
