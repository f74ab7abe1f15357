import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneLabel } from '../lib/format.ts';

/** Below a date-and-time field: any hint, then the platform's zone the value is on. */
export function PlatformTimeHelper({ hint }: { hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {hint}
      {hint ? ' · ' : null}
      {t('format.platformTime', { zone: zoneLabel() })}
    </>
  );
}
