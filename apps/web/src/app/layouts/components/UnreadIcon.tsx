import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';

/**
 * A navbar icon with its unread count: the `unread` icon under a badge while something is unread, the `read`
 * icon alone otherwise. No badge at all when everything is read: a hidden badge keeps its last count in the
 * page, text that is not in the button's name (axe: label-content-name-mismatch).
 */
export function UnreadIcon({
  count,
  unread,
  read,
  testId,
}: {
  count: number;
  unread: ReactNode;
  read: ReactNode;
  testId: string;
}) {
  if (count <= 0) return <>{read}</>;
  return (
    <Badge
      color="error"
      badgeContent={count}
      max={99}
      data-testid={testId}
      sx={{ '& .MuiBadge-badge': { fontWeight: 600 } }}
    >
      {unread}
    </Badge>
  );
}
