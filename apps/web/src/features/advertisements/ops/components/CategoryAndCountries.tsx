import type { Advertisement } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCatalogueName } from '../../../../lib/use-catalogue-name.ts';

const MAX_COUNTRIES_SHOWN = 3;

/** The ad's category, then every country as a chip up to three and a count of the rest (all in the tooltip). */
export function CategoryAndCountries({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const catalogueName = useCatalogueName();
  const shown = ad.countries.slice(0, MAX_COUNTRIES_SHOWN);
  const more = ad.countries.length - shown.length;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {catalogueName('categories', ad.category.name)}
      </Typography>
      {ad.all_countries ? (
        <Chip size="small" variant="outlined" label={t('opsReview.allCountries')} />
      ) : (
        <Tooltip title={ad.countries.join(', ')}>
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
            {shown.map((code) => (
              <Chip key={code} size="small" variant="outlined" label={code} />
            ))}
            {more > 0 ? <Chip size="small" label={`+${more}`} /> : null}
          </Box>
        </Tooltip>
      )}
    </>
  );
}
