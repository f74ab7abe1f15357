import type { DeliveryPoint } from '@adportal/contracts';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';

/** Delivery over time in a card: days of a range, or hours of a day. */
export function DeliveryChartCard({
  id,
  title,
  points: _points,
  loading: _loading,
}: {
  id: string;
  title: string;
  points: readonly DeliveryPoint[];
  loading: boolean;
}) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6', id } }} />
    </Card>
  );
}
