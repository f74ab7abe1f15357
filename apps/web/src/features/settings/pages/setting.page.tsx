import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { href } from '../../../routing/href.ts';
import { ApiKeysSummaryCard } from '../../api-keys/index.ts';
import { TelegramSummaryCard } from '../../telegram/index.ts';
import { TwoFactorCard } from '../../two-factor/index.ts';
import { WebhooksSummaryCard } from '../../webhooks/index.ts';
import { AppearanceCard } from '../components/AppearanceCard.tsx';
import { NotificationSettingsCard } from '../components/NotificationSettingsForm.tsx';
import { SessionsPasswordCard } from '../components/SessionsPasswordCard.tsx';

/** /setting: the signed-in user's own preferences, a card per section (reached from the user menu). */
export default function SettingPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('setting.title'));
  const notifications = ability.can('read', 'Setting');
  const telegram = ability.can('read', 'Telegram');
  // Keys act for an advertiser's user; an operator has no advertiser to act for.
  const apiKeys = useSession().userData?.role?.kind === 'advertiser';
  const webhooks = ability.can('read', 'Webhook');

  // Hash links: the layout scrolls to a section with the spec's 60 px offset.
  const sections = [
    { id: 'appearance', label: t('setting.appearance.title') },
    ...(notifications ? [{ id: 'notifications', label: t('setting.notifications.title') }] : []),
    ...(telegram ? [{ id: 'telegram', label: t('telegram.title') }] : []),
    { id: 'two-factor', label: t('twoFactor.settings.title') },
    { id: 'sessions', label: t('setting.security.title') },
    ...(apiKeys ? [{ id: 'api-keys', label: t('apiKeys.title') }] : []),
    ...(webhooks ? [{ id: 'webhooks', label: t('webhooks.title') }] : []),
  ];

  return (
    <>
      <PageHeader title={t('setting.title')} subtitle={t('setting.subtitle')} />
      <Box
        component="nav"
        aria-label={t('setting.sectionsLabel')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        {sections.map((section) => (
          <Chip
            key={section.id}
            component={RouterLink}
            to={`${href('setting')}#${section.id}`}
            label={section.label}
            variant="outlined"
            clickable
          />
        ))}
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AppearanceCard id="appearance" />
        </Grid>
        {telegram ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <TelegramSummaryCard id="telegram" />
          </Grid>
        ) : null}
        {notifications ? (
          <Grid size={12}>
            <NotificationSettingsCard id="notifications" />
          </Grid>
        ) : null}
        {/* The card fills its cell, level with the one beside it. */}
        <Grid size={{ xs: 12, md: 6 }} id="two-factor" sx={{ '& > .MuiCard-root': { height: '100%' } }}>
          <TwoFactorCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SessionsPasswordCard id="sessions" />
        </Grid>
        {apiKeys ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <ApiKeysSummaryCard id="api-keys" />
          </Grid>
        ) : null}
        {webhooks ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <WebhooksSummaryCard id="webhooks" />
          </Grid>
        ) : null}
      </Grid>
    </>
  );
}
