import type { AccountChecklist } from '@adportal/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AddCircleOutlineIcon from '../../../components/icons/AddCircleOutlineOutlined.tsx';
import CheckCircleIcon from '../../../components/icons/CheckCircle.tsx';
import GavelOutlinedIcon from '../../../components/icons/GavelOutlined.tsx';
import MarkEmailReadOutlinedIcon from '../../../components/icons/MarkEmailReadOutlined.tsx';
import SavingsOutlinedIcon from '../../../components/icons/SavingsOutlined.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { readableTone, TONE_MAINS } from '../../../lib/theme/tones.ts';
import { useSession } from '../../../lib/use-session.ts';
import { href } from '../../../routing/href.ts';
import { useDismissDashboardChecklistMutation } from '../api/dismiss-dashboard-checklist.ts';

type Step = 'email' | 'deposit' | 'ad' | 'bid';
/** The steps done on a page of their own (the email is confirmed before there is an account). */
type PageStep = Exclude<Step, 'email'>;

const STEPS: { step: Step; icon: ReactNode; done: (c: AccountChecklist) => boolean; to?: () => string }[] = [
  { step: 'email', icon: <MarkEmailReadOutlinedIcon />, done: (c) => c.email_confirmed },
  { step: 'deposit', icon: <SavingsOutlinedIcon />, done: (c) => c.deposit, to: () => href('deposit') },
  {
    step: 'ad',
    icon: <AddCircleOutlineIcon />,
    done: (c) => c.advertisement,
    to: () => href('advertisement-add'),
  },
  { step: 'bid', icon: <GavelOutlinedIcon />, done: (c) => c.bid, to: () => href('ads-planner') },
];

/** Whether every step of the checklist is done (then the dashboard no longer shows it). */
export function checklistComplete(checklist: AccountChecklist): boolean {
  return STEPS.every(({ done }) => done(checklist));
}

/**
 * The getting-started checklist of a new account: confirm the email, deposit USDT, create an ad, add a bid —
 * each ticked from the account's data and linking to its page until done. The user may hide it for good (kept
 * on the server); an operator signed in as the user cannot hide it for them.
 */
export function GettingStartedChecklist({
  checklist,
  reportsHidden,
}: {
  checklist: AccountChecklist;
  /** Shown instead of the (empty) reports: say when they appear. */
  reportsHidden: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { userData } = useSession();
  const dismiss = useDismissDashboardChecklistMutation();
  const doneCount = STEPS.filter(({ done }) => done(checklist)).length;
  const nextStep = STEPS.find(({ done }) => !done(checklist))?.step;
  // The success green itself reads too faintly as text or a small mark on paper (light and dark alike).
  const doneColor = readableTone(theme.palette.mode, TONE_MAINS.success, 'success');

  return (
    <Card component="section" aria-labelledby="getting-started-title" data-testid="dashboard-getting-started">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 1,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id="getting-started-title" variant="h5" component="h2">
              {t('dashboardReports.start.checklistTitle')}
            </Typography>
            {reportsHidden ? (
              <Typography variant="body1" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('dashboardReports.start.subtitle')}
              </Typography>
            ) : null}
          </Box>
          {userData?.impersonated ? null : (
            <PendingButton
              size="small"
              color="inherit"
              pending={dismiss.isPending}
              onClick={() => dismiss.mutate()}
              data-testid="dashboard-checklist-dismiss"
              sx={{ color: 'text.secondary' }}
            >
              {t('dashboardReports.start.dismiss')}
            </PendingButton>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, mb: 3 }}>
          <LinearProgress
            variant="determinate"
            value={(doneCount / STEPS.length) * 100}
            aria-labelledby="getting-started-progress"
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography
            id="getting-started-progress"
            variant="body2"
            sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
            data-testid="dashboard-checklist-progress"
          >
            {t('dashboardReports.start.progress', { done: doneCount, total: STEPS.length })}
          </Typography>
        </Box>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {STEPS.map(({ step, icon, done, to }, index) => {
            const isDone = done(checklist);
            const titleId = `getting-started-${step}`;
            return (
              <Box
                component="li"
                key={step}
                aria-labelledby={titleId}
                sx={{
                  p: 2.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: isDone ? alpha(theme.palette.success.main, 0.5) : 'divider',
                  bgcolor: isDone
                    ? alpha(theme.palette.success.main, theme.palette.mode === 'dark' ? 0.1 : 0.05)
                    : null,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1.5,
                }}
                data-testid={`dashboard-start-${step}`}
                data-done={isDone}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Avatar
                    variant="rounded"
                    aria-hidden="true"
                    sx={{
                      bgcolor: alpha(
                        isDone ? theme.palette.success.main : theme.palette.primary.main,
                        theme.palette.mode === 'dark' ? 0.2 : 0.1,
                      ),
                      color: isDone ? doneColor : 'primaryText',
                      borderRadius: 2,
                    }}
                  >
                    {isDone ? <CheckCircleIcon /> : icon}
                  </Avatar>
                  <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {t('dashboardReports.start.step', { number: index + 1 })}{' '}
                    {t(`dashboardReports.start.${step}.title`)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
                  {t(`dashboardReports.start.${step}.text`)}
                </Typography>
                {isDone || !to ? (
                  <Box
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: doneColor }}
                    data-testid={`dashboard-start-${step}-done`}
                  >
                    <CheckCircleIcon fontSize="small" aria-hidden="true" />
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'inherit' }}>
                      {t('dashboardReports.start.done')}
                    </Typography>
                  </Box>
                ) : (
                  <Button
                    component={RouterLink}
                    to={to()}
                    variant={step === nextStep ? 'contained' : 'outlined'}
                    sx={{ alignSelf: 'flex-start' }}
                    data-testid={`dashboard-start-${step}-action`}
                  >
                    {t(`dashboardReports.start.${step as PageStep}.action`)}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
