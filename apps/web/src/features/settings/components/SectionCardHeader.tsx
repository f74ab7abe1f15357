import Avatar from '@mui/material/Avatar';
import CardHeader from '@mui/material/CardHeader';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The head of a settings card, like the two-step verification card's: a tinted icon badge, the section's
 * heading (h2, `titleId` names the card) and what the section is for; `action` sits at the end (a status chip).
 */
export function SectionCardHeader({
  icon,
  title,
  titleId,
  subtitle,
  action,
}: {
  icon: ReactNode;
  title: string;
  titleId: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <CardHeader
      avatar={
        <Avatar
          variant="rounded"
          aria-hidden="true"
          sx={(theme) => ({
            bgcolor: alpha(theme.palette.primary.main, 0.16),
            color: 'primaryText',
            width: 42,
            height: 42,
            borderRadius: 2,
          })}
        >
          {icon}
        </Avatar>
      }
      title={title}
      subheader={subtitle}
      action={action}
      slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
      sx={{ pb: 1.5, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0, pl: 1 } }}
    />
  );
}
