import type { AdClick } from '@adportal/contracts';
import { useTranslation } from 'react-i18next';

/** How a click's visitor is described in the current language: country by name, device in one line. */
export function useClickFormat() {
  const { t, i18n } = useTranslation();
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  } catch {
    regions = null;
  }
  /** "Thailand" for TH in English, "ไทย" in Thai; the code itself when the browser does not know it. */
  const country = (code: string | null) => {
    if (!code) return null;
    try {
      return regions?.of(code) ?? code;
    } catch {
      return code;
    }
  };
  /** "Chrome · Windows · Desktop"; unknown parts are left out. */
  const device = (click: Pick<AdClick, 'browser' | 'os' | 'device_type'>) =>
    [click.browser, click.os, t(`clicks.devices.${click.device_type}`)].filter(Boolean).join(' · ');
  return { country, device };
}
