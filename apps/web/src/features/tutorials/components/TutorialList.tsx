import type { TutorialSummary } from '@adportal/contracts';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import ArticleOutlinedIcon from '../../../components/icons/ArticleOutlined.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { href } from '../../../routing/href.ts';
import { FallbackChip } from './FallbackChip.tsx';

/**
 * Articles as a list of links: title, summary, and a line with the category (when the list mixes categories),
 * the date and the English-fallback mark. `numbered` shows a category's reading order.
 */
export function TutorialList({
  items,
  showCategory = true,
  numbered = false,
  label,
  currentId,
  compact = false,
}: {
  items: readonly TutorialSummary[];
  showCategory?: boolean;
  numbered?: boolean;
  label: string;
  /** The article being read (in a side list): marked, not a link. */
  currentId?: string;
  /** Titles only (a side list). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <List aria-label={label} disablePadding data-testid="tutorial-list">
      {items.map((item, index) => {
        const current = item.id === currentId;
        const content = (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', width: '100%', minWidth: 0 }}>
            {numbered ? (
              <Typography
                aria-hidden="true"
                sx={{
                  minWidth: 28,
                  height: 28,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: current ? 'primary.main' : 'action.selected',
                  color: current ? 'primary.contrastText' : 'text.secondary',
                  fontWeight: 600,
                  fontSize: '0.8125rem',
                  mt: 0.25,
                }}
              >
                {index + 1}
              </Typography>
            ) : (
              <ArticleOutlinedIcon sx={{ color: 'text.secondary', mt: 0.25 }} aria-hidden="true" />
            )}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: 500, color: current ? 'primaryText' : 'text.primary' }}
                data-testid="tutorial-list-title"
              >
                {item.title}
              </Typography>
              {item.summary && !compact ? (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {item.summary}
                </Typography>
              ) : null}
              {compact ? null : (
                <Box
                  component="span"
                  sx={{
                    display: 'flex',
                    gap: 1,
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    mt: 0.5,
                    color: 'text.secondary',
                  }}
                >
                  {showCategory ? (
                    <Typography component="span" variant="caption" sx={{ fontWeight: 500 }}>
                      {item.category_name}
                    </Typography>
                  ) : null}
                  <Typography component="span" variant="caption">
                    {t('tutorials.updated', { date: date(item.updated_at) })}
                  </Typography>
                  {item.fallback ? <FallbackChip /> : null}
                </Box>
              )}
            </Box>
          </Box>
        );
        return (
          <ListItem key={item.id} disablePadding divider={index < items.length - 1}>
            {current ? (
              <Box sx={{ px: 2, py: 1.25, width: '100%' }} aria-current="page">
                {content}
              </Box>
            ) : (
              <ListItemButton
                component={RouterLink}
                to={href('tutorial-detail', { id: item.id })}
                sx={{ py: 1.25, alignItems: 'flex-start' }}
              >
                {content}
              </ListItemButton>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
