import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, n) => `${prefix}${n}`);

/** Placeholder rows of a table while its first page loads (hidden from assistive technology). */
export function SkeletonRows({ rows = 3, columns }: { rows?: number; columns: number }) {
  return keys('row', rows).map((row) => (
    <TableRow key={row} aria-hidden="true">
      {keys('cell', columns).map((cell) => (
        <TableCell key={cell}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
