import type { TeamUser } from '@adportal/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../../components/DataTable.tsx';
import { initials } from '../../../lib/initials.ts';

/** A user's initials, name (with an optional badge beside it) and email: the first cell of a users table. */
export function UserIdentity({ user, badge }: { user: Pick<TeamUser, 'name' | 'email'>; badge?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: '0.875rem', bgcolor: 'primary.main' }}>
        {initials(user.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
          {user.name}
          {badge}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {user.email}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The role, status and last sign-in columns of a users table (the team's and the operators'); the headers and
 * the "never signed in" text come from the table that shows them.
 */
export function userAccountColumns(
  t: TFunction,
  headers: { role: string; status: string; lastLogin: string },
  formatLastLogin: (iso: string | null) => string,
): DataColumn<TeamUser>[] {
  return [
    {
      id: 'role',
      header: headers.role,
      cell: (user) => (
        <Chip
          size="small"
          variant="outlined"
          color={user.role.is_administrator ? 'primary' : 'default'}
          label={user.role.name}
        />
      ),
    },
    {
      id: 'status',
      header: headers.status,
      cell: (user) => (
        <Chip
          size="small"
          color={user.status === 'active' ? 'success' : 'default'}
          label={t(`team.status.${user.status}`)}
        />
      ),
    },
    {
      id: 'lastLogin',
      header: headers.lastLogin,
      cell: (user) => formatLastLogin(user.last_login_at),
      sx: { whiteSpace: 'nowrap' },
    },
  ];
}
