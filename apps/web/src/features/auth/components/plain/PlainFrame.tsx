import './plain-sign-in.css';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../../../lib/theme/settings.ts';
import { PlainIcon } from './PlainIcon.tsx';
import { PlainMenuButton } from './PlainMenuButton.tsx';

function BrandLogo() {
  const { t } = useTranslation();
  // A unique gradient id per mark: a shared id would point at a hidden copy and paint nothing.
  const gradientId = `brand-gradient-${useId().replace(/:/g, '')}`;
  return (
    <>
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ed0000" />
            <stop offset="1" stopColor="#ff5a4f" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
        <path
          d="M18 46 30 16h4l12 30h-6.5l-2.6-7H25.1l-2.6 7H18Zm9-12.6h8.9L31.5 21.6 27 33.4Z"
          fill="#fff"
        />
      </svg>
      <span>{t('app.name')}</span>
    </>
  );
}

/**
 * app/layouts/BlankLayout and components/AuthCard drawn without MUI (ADR 15): brand, language and theme
 * switchers, the centred card with its heading, the footer — in the scheme and skin of the interface settings.
 */
export function PlainFrame({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { colorScheme, skin, theme } = useSettings();
  return (
    <div className="ps" data-scheme={colorScheme} data-skin={skin}>
      <header className="ps-header">
        <Link to="/" className="ps-brand" aria-label={t('app.name')}>
          <BrandLogo />
        </Link>
        <div className="ps-tools">
          <PlainMenuButton
            label={t('language.switcher')}
            listLabel={t('language.label')}
            icon={<PlainIcon name="translate" />}
            testId="language-switcher"
            menu="language"
          />
          <PlainMenuButton
            label={t('theme.switcher')}
            icon={<PlainIcon name={theme} />}
            testId="theme-switcher"
            menu="theme"
          />
        </div>
      </header>
      <main className="ps-main" id="main-content">
        <section className="ps-card">
          <h1>{title}</h1>
          <p className="ps-subtitle">{subtitle}</p>
          {children}
        </section>
      </main>
      <footer className="ps-footer">
        <span>{t('app.footer', { year: new Date().getFullYear() })}</span>
      </footer>
    </div>
  );
}
