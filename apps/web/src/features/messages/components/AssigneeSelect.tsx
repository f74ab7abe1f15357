import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useConversationAssignees } from '../ops/api/list-conversation-assignees.ts';

/** Who looks after a conversation: one of the platform's operators, or nobody. */
export function AssigneeSelect({
  value,
  disabled,
  onChange,
}: {
  value: { id: string; name: string } | null;
  disabled?: boolean;
  onChange: (operatorId: string | null) => void;
}) {
  const { t } = useTranslation();
  const operators = useConversationAssignees();
  const options = operators.data?.data ?? (value ? [value] : []);
  return (
    <TextField
      select
      size="small"
      label={t('messages.columns.assigned')}
      value={value?.id ?? ''}
      disabled={disabled || operators.isPending}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: 200 }}
      slotProps={{
        select: {
          displayEmpty: true,
          SelectDisplayProps: { 'data-testid': 'conversation-assignee' } as never,
        },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="">{t('messages.ops.unassigned')}</MenuItem>
      {options.map((operator) => (
        <MenuItem key={operator.id} value={operator.id}>
          {operator.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
