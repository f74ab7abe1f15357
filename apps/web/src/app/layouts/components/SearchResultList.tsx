import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import KeyboardReturnIcon from '../../../components/icons/KeyboardReturn.tsx';
import type { SearchOption, SearchSection } from './use-search-options.ts';

interface Props {
  id: string;
  sections: { section: SearchSection; options: SearchOption[] }[];
  activeId: string | undefined;
  busy: boolean;
  onHover: (id: string) => void;
  onChoose: (option: SearchOption) => void;
}

/** The DOM id of an option (aria-activedescendant points at it). */
export const optionDomId = (listId: string, optionId: string) =>
  `${listId}-${optionId.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

/**
 * The search's listbox: a group per section (named by its heading), options that are never focused themselves
 * (the input keeps focus and points at the active one), chosen by click or by Enter in the input.
 */
export function SearchResultList({ id, sections, activeId, busy, onHover, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <Box role="listbox" id={id} aria-label={t('search.results')} aria-busy={busy} sx={{ px: 1, pb: 1 }}>
      {sections.map(({ section, options }) => (
        <Box key={section} role="group" aria-label={t(`search.sections.${section}`)} sx={{ pt: 1 }}>
          <Typography
            aria-hidden
            variant="caption"
            component="div"
            sx={{ px: 1.5, py: 0.75, fontWeight: 600, color: 'text.secondary', letterSpacing: 0.4 }}
          >
            {t(`search.sections.${section}`)}
          </Typography>
          {options.map((option) => {
            const active = option.id === activeId;
            return (
              <Box
                key={option.id}
                id={optionDomId(id, option.id)}
                role="option"
                aria-selected={active}
                // Reachable by the arrows through the input, not by Tab (as MUI's Autocomplete does).
                tabIndex={-1}
                data-testid="search-option"
                data-section={section}
                // The input keeps the focus: a press on an option must not take it away before the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  if (!active) onHover(option.id);
                }}
                onClick={() => onChoose(option)}
                sx={(theme) => ({
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1.5,
                  cursor: 'pointer',
                  bgcolor: active
                    ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08)
                    : 'transparent',
                })}
              >
                <Avatar
                  variant="rounded"
                  sx={(theme) => ({
                    width: 32,
                    height: 32,
                    bgcolor: alpha(theme.palette.text.primary, 0.06),
                    color: active ? 'primaryText' : 'text.secondary',
                  })}
                >
                  <option.icon fontSize="small" />
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 500, color: 'text.primary' }}>
                    {option.primary}
                  </Typography>
                  {option.secondary ? (
                    <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
                      {option.secondary}
                    </Typography>
                  ) : null}
                </Box>
                {active ? (
                  <KeyboardReturnIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
                ) : null}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
