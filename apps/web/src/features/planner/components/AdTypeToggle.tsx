import { AD_TYPES, type AdType } from '@adportal/contracts';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import AdsClickOutlinedIcon from '../../../components/icons/AdsClickOutlined.tsx';
import VisibilityOutlinedIcon from '../../../components/icons/VisibilityOutlined.tsx';

const ICONS = { click: AdsClickOutlinedIcon, impression: VisibilityOutlinedIcon } as const;

/** Click ads (priced per click, CPC) or impression ads (per thousand impressions, CPM). */
export function AdTypeToggle({
  value,
  onChange,
  fullWidth = false,
}: {
  value: AdType;
  onChange: (type: AdType) => void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      fullWidth={fullWidth}
      aria-label={t('planner.adType')}
      data-testid="planner-type"
      onChange={(_event, next: AdType | null) => {
        if (next) onChange(next);
      }}
    >
      {AD_TYPES.map((type) => {
        const Icon = ICONS[type];
        return (
          <ToggleButton
            key={type}
            value={type}
            data-testid={`planner-type-${type}`}
            // A narrow column (the planner's form at 1280 px) wraps the label instead of clipping it.
            sx={{ gap: 1, px: 1.5, textTransform: 'none', lineHeight: 1.3, textAlign: 'start' }}
          >
            <Icon fontSize="small" />
            {t(`planner.types.${type}`)}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

/** CPC for click ads, CPM for impression ads. */
export const priceUnit = (type: AdType) => (type === 'click' ? 'CPC' : 'CPM');
