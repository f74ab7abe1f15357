import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '../../../routing/href.ts';

export interface Crumb {
  label: string;
  /** The link; none for the current page (the last crumb). */
  to?: string;
}

/** Tutorials › … › the current page: the knowledge base's home always first. */
export function TutorialBreadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ label: t('tutorials.title'), to: href('tutorials') }, ...items];
  return (
    <Breadcrumbs aria-label={t('tutorials.breadcrumbs')} sx={{ mb: 1.5, '& ol': { flexWrap: 'wrap' } }}>
      {crumbs.map((crumb) =>
        crumb.to ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={crumb.label}
            aria-current="page"
            sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
