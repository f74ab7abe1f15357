import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useInternalAdvertiser } from '../api/get-internal-advertiser.ts';
import { friendCodeDialog } from '../friend-code-store.ts';

/** The friend code entered for the advertiser, or a way to enter one while that is still possible. */
export function FriendCodeStatus({ advertiserId }: { advertiserId: string }) {
  const { t } = useTranslation();
  const advertiser = useInternalAdvertiser(advertiserId);
  const data = advertiser.data;
  if (!data) return <Box component="span">—</Box>;
  if (data.affiliate) {
    return (
      <Box
        component="code"
        data-testid="friend-code"
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
      >
        {data.affiliate.code}
      </Box>
    );
  }
  if (data.can_set_friend_code) {
    return (
      <Button
        size="small"
        variant="outlined"
        onClick={() => friendCodeDialog.open()}
        data-testid="enter-friend-code"
      >
        {t('friendCode.enter')}
      </Button>
    );
  }
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
      {t('friendCode.none')}
    </Box>
  );
}
