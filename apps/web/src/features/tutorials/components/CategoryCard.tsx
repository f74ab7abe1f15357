import type { TutorialCategory } from '@adportal/contracts';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AccountBalanceWalletOutlinedIcon from '../../../components/icons/AccountBalanceWalletOutlined.tsx';
import AutoStoriesOutlinedIcon from '../../../components/icons/AutoStoriesOutlined.tsx';
import CampaignOutlinedIcon from '../../../components/icons/CampaignOutlined.tsx';
import LightbulbOutlinedIcon from '../../../components/icons/LightbulbOutlined.tsx';
import QueryStatsOutlinedIcon from '../../../components/icons/QueryStatsOutlined.tsx';
import SchoolOutlinedIcon from '../../../components/icons/SchoolOutlined.tsx';
import { href } from '../../../routing/href.ts';

/** A picture per place in the order (categories have no icon of their own): a visual anchor, not a meaning. */
const ICONS = [
  AutoStoriesOutlinedIcon,
  AccountBalanceWalletOutlinedIcon,
  CampaignOutlinedIcon,
  QueryStatsOutlinedIcon,
  SchoolOutlinedIcon,
  LightbulbOutlinedIcon,
];

/** A category of the knowledge base's home: its name and how many articles it holds. */
export function CategoryCard({ category, index }: { category: TutorialCategory; index: number }) {
  const { t } = useTranslation();
  const Icon = ICONS[index % ICONS.length] ?? AutoStoriesOutlinedIcon;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={href('tutorial-category', { id: category.id })}
        data-testid="tutorial-category-card"
        sx={{
          height: '100%',
          p: 2.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        <Avatar
          variant="rounded"
          sx={(theme) => ({
            width: 48,
            height: 48,
            bgcolor: alpha(theme.palette.primary.main, 0.12),
            color: 'primaryText',
          })}
        >
          <Icon aria-hidden="true" />
        </Avatar>
        <span>
          <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3 }}>
            {category.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('tutorials.articleCount', { count: category.article_count })}
          </Typography>
        </span>
      </CardActionArea>
    </Card>
  );
}
