import { useTranslation } from 'react-i18next';

/**
 * Shown while the first route loads: the initial loader of index.html (styles/loader.css), drawn again by React
 * without MUI, which the sign-in page does not load (ADR 15).
 */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="app-loader" role="status" aria-live="polite">
      <div className="app-loader__logo" aria-hidden="true" />
      <div className="app-loader__spinner" aria-hidden="true" />
      <span className="app-loader__label">{t('common.loading')}</span>
    </div>
  );
}
