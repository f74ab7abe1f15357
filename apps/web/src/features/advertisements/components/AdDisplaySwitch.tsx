import type { Advertisement } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { alertError, showToast } from '../../../lib/alerts.ts';
import { useSetAdDisplayMutation } from '../api/set-ad-display.ts';

/**
 * The advertiser's online/offline switch of an ad (PUT …/display). Read-only without update rights; a deleted
 * ad has none.
 */
export function AdDisplaySwitch({
  ad,
  testId = 'display-switch',
  showLabel = true,
}: {
  ad: Pick<Advertisement, 'id' | 'name' | 'display' | 'status'>;
  testId?: string;
  showLabel?: boolean;
}) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const setDisplay = useSetAdDisplayMutation();
  const online = setDisplay.isPending ? setDisplay.variables?.display === 'online' : ad.display === 'online';
  const disabled = !ability.can('update', 'Advertisement') || ad.status === 'deleted' || setDisplay.isPending;

  const toggle = async (next: boolean) => {
    try {
      await setDisplay.mutateAsync({ id: ad.id, display: next ? 'online' : 'offline' });
      void showToast(next ? t('ad.display.nowOnline') : t('ad.display.nowOffline'));
    } catch (error) {
      alertError(error);
    }
  };

  const control = (
    <Switch
      checked={online}
      disabled={disabled}
      onChange={(event) => void toggle(event.target.checked)}
      color="success"
      slotProps={{
        input: {
          'aria-label': showLabel ? undefined : t('ad.display.switchLabel', { name: ad.name }),
          'data-testid': testId,
        } as never,
      }}
    />
  );
  if (!showLabel) return control;
  return (
    <FormControlLabel
      control={control}
      label={online ? t('ad.display.online') : t('ad.display.offline')}
      sx={{ mr: 0 }}
    />
  );
}
