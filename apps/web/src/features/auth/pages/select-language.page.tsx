import { LANGUAGES, type Language } from '@adportal/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../components/AuthCard.tsx';
import CheckCircleIcon from '../../../components/icons/CheckCircle.tsx';
import { changeLanguage, currentLanguage } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';

/** Shown when no language is stored: pick en, th or zh, then sign in. */
export default function SelectLanguagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = currentLanguage();
  useDocumentTitle(t('language.selectTitle'));

  const choose = async (code: Language) => {
    await changeLanguage(code);
    await navigate(href('login'), { replace: true });
  };

  return (
    <AuthCard title={t('language.selectTitle')} subtitle={t('language.selectSubtitle')} maxWidth={620}>
      <Box
        role="group"
        aria-label={t('language.label')}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
      >
        {LANGUAGES.map((language) => {
          const selected = language.i18nLang === active;
          return (
            <ButtonBase
              key={language.i18nLang}
              data-testid={`lang-${language.i18nLang}`}
              lang={language.i18nLang}
              onClick={() => void choose(language.i18nLang)}
              focusRipple
              sx={(theme) => ({
                position: 'relative',
                display: 'flex',
                flexDirection: { xs: 'row', sm: 'column' },
                alignItems: 'center',
                justifyContent: { xs: 'flex-start', sm: 'center' },
                gap: { xs: 2, sm: 1 },
                p: { xs: 2, sm: 3 },
                borderRadius: 2.5,
                border: `1.5px solid ${selected ? theme.palette.primary.main : theme.palette.divider}`,
                bgcolor: selected ? `${theme.palette.primary.main}0d` : 'transparent',
                transition: theme.transitions.create(['border-color', 'background-color', 'transform']),
                textAlign: { xs: 'start', sm: 'center' },
                '&:hover': {
                  borderColor: theme.palette.primary.main,
                  bgcolor: `${theme.palette.primary.main}0a`,
                },
                '&.Mui-focusVisible': {
                  outline: `2px solid ${theme.palette.primary.main}`,
                  outlineOffset: 2,
                },
              })}
            >
              {/* Named by what it shows (code, own name, name in the current language): a label of its own
                  would leave out visible text (axe: label-content-name-mismatch). */}
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'action.hover',
                  fontWeight: 700,
                  fontSize: '0.9375rem',
                  letterSpacing: '0.04em',
                  color: 'text.secondary',
                  flexShrink: 0,
                }}
              >
                {language.i18nLang.toUpperCase()}
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 600, fontSize: '1.125rem' }}>{language.label}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }} lang={active}>
                  {t(`language.names.${language.i18nLang}`)}
                </Typography>
              </Box>
              {selected ? (
                <CheckCircleIcon
                  color="primary"
                  fontSize="small"
                  sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}
                  aria-hidden="true"
                />
              ) : null}
            </ButtonBase>
          );
        })}
      </Box>
    </AuthCard>
  );
}
