import type { DeliveryPoint } from '@adportal/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { LazyDeliveryChart } from '../../../components/charts/LazyDeliveryChart.tsx';

/** Delivery over time in a card: the days of a range, or the hours of one day (`undefined` while loading). */
export function DeliveryChartCard({
  id,
  title,
  points,
  testId,
}: {
  id: string;
  title: string;
  points: readonly DeliveryPoint[] | undefined;
  testId: string;
}) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6', id } }} />
      <CardContent sx={{ pt: 0 }}>
        <LazyDeliveryChart points={points} label={title} testId={testId} />
      </CardContent>
    </Card>
  );
}
