import { REPORT_PERIODS, type ReportPeriod } from '@adportal/contracts';
import { useSearchParams } from 'react-router';

const DEFAULT_PERIOD: ReportPeriod = 'month';

/**
 * A widget's period kept in the address (`?bidding=today`), so a reload or a shared link shows the same
 * figures; this month is the default and is left out.
 */
export function usePeriodParam(name: string): [ReportPeriod, (period: ReportPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const period = (REPORT_PERIODS as readonly string[]).includes(value ?? '')
    ? (value as ReportPeriod)
    : DEFAULT_PERIOD;
  const setPeriod = (next: ReportPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PERIOD) updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace: true },
    );
  return [period, setPeriod];
}
