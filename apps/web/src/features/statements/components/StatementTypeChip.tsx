import type { StatementType } from '@adportal/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<StatementType, 'success' | 'error' | 'info' | 'secondary'> = {
  deposit: 'success',
  expense: 'error',
  adjust: 'info',
  promotion: 'secondary',
};

export function StatementTypeChip({ type }: { type: StatementType }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[type]} label={t(`statement.types.${type}`)} />;
}

/** A signed amount with its sign and colour: credits green with a +, debits red. */
export function signedTone(amount: string): { text: string; color: string } {
  return amount.startsWith('-')
    ? { text: amount, color: 'toneText.error' }
    : { text: `+${amount}`, color: 'toneText.success' };
}
