import { SEARCH_QUERY_MAX } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import CloseIcon from '../../../components/icons/Close.tsx';
import SearchIcon from '../../../components/icons/Search.tsx';
import SearchOffOutlinedIcon from '../../../components/icons/SearchOffOutlined.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { optionDomId, SearchResultList } from './SearchResultList.tsx';
import { type SearchOption, useSearchOptions } from './use-search-options.ts';

/** The server is asked once typing pauses this long. */
const SEARCH_DELAY_MS = 200;

/**
 * The search dialog: an ARIA combobox (the input) over a listbox of pages, ads, deposits and help articles.
 * Arrows move, Enter opens, Escape closes; on phones it takes the whole screen.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const listId = useId();
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const query = useDebounced(input.trim(), SEARCH_DELAY_MS);
  const { sections, options, asksServer, results } = useSearchOptions(input, query);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const active = options.find((option) => option.id === activeId) ?? options[0];

  // New choices: the first is active again (the active one is kept while it is still listed).
  const optionIds = options.map((option) => option.id).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list of choices changes
  useEffect(() => {
    if (!options.some((option) => option.id === activeId)) setActiveId(options[0]?.id);
  }, [optionIds]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the DOM id is derived from the active choice
  useEffect(() => {
    if (active) document.getElementById(optionDomId(listId, active.id))?.scrollIntoView({ block: 'nearest' });
  }, [active?.id]);

  const choose = (option: SearchOption) => {
    onClose();
    void navigate(option.to);
  };
  const move = (step: number) => {
    if (options.length === 0) return;
    const at = active ? options.indexOf(active) : -1;
    setActiveId(options[(at + step + options.length) % options.length]!.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    }
  };

  const typed = input.trim() !== '';
  // Settled: the answer for what is typed now is in (or the server is not asked), so "nothing" is final.
  const settled = !asksServer || (query === input.trim() && !results.isFetching && !results.isError);
  const failed = asksServer && typed && results.isError && !results.isFetching;
  const hasOptions = options.length > 0;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      data-testid="search-dialog"
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      slotProps={{
        paper: {
          'aria-label': t('search.open'),
          sx: { mt: { sm: '10vh' }, maxHeight: { sm: '76vh' }, overflow: 'hidden' },
        } as never,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 60, flexShrink: 0 }}>
        <SearchIcon sx={{ color: 'text.secondary' }} />
        <InputBase
          autoFocus
          fullWidth
          inputRef={inputRef}
          value={input}
          placeholder={t('search.placeholder')}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          sx={{ fontSize: 16 }}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-label': t('search.label'),
              'aria-autocomplete': 'list',
              'aria-expanded': hasOptions,
              'aria-controls': hasOptions ? listId : undefined,
              'aria-activedescendant': active ? optionDomId(listId, active.id) : undefined,
              maxLength: SEARCH_QUERY_MAX,
              autoComplete: 'off',
              autoCapitalize: 'off',
              spellCheck: false,
              enterKeyHint: 'go',
              'data-testid': 'search-input',
            } as never,
          }}
        />
        {phone ? (
          <IconButton aria-label={t('dialog.close')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        ) : (
          <Button
            size="small"
            color="inherit"
            onClick={onClose}
            // The name holds the key shown, then what it does.
            aria-label={`Esc, ${t('dialog.close')}`}
            sx={{
              minWidth: 0,
              px: 1,
              fontSize: 12,
              color: 'text.secondary',
              border: 1,
              borderColor: 'divider',
            }}
          >
            Esc
          </Button>
        )}
      </Box>
      <Box sx={{ height: 2, flexShrink: 0 }}>
        {asksServer && typed && results.isFetching ? (
          <LinearProgress aria-label={t('search.searching')} sx={{ height: 2 }} />
        ) : null}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', overflowY: 'auto', flex: { xs: 1, sm: '0 1 auto' } }}>
        {hasOptions ? (
          <SearchResultList
            id={listId}
            sections={sections}
            activeId={active?.id}
            busy={asksServer && typed && results.isFetching}
            onHover={setActiveId}
            onChoose={choose}
          />
        ) : null}
        {failed ? (
          <Box sx={{ p: 2 }}>
            <RetryAlert
              onRetry={() => {
                // The Retry button goes with the failure: the typing goes on in the input.
                inputRef.current?.focus();
                return results.refetch();
              }}
              data-testid="search-failed"
            >
              {t('search.failed')}
            </RetryAlert>
          </Box>
        ) : null}
        <Box
          role="status"
          aria-live="polite"
          // Always there (a live region announces what changes in it), padded only while it says something.
          sx={{ px: 3, py: typed && (hasOptions || failed) ? 0 : 4, textAlign: 'center' }}
        >
          {!typed ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('search.hint')}
            </Typography>
          ) : !hasOptions && !failed && settled ? (
            <Box data-testid="search-empty">
              <SearchOffOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
              <Typography sx={{ fontWeight: 500, mt: 1, overflowWrap: 'anywhere' }}>
                {t('search.empty', { query: input.trim() })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('search.emptyHint')}
              </Typography>
            </Box>
          ) : !hasOptions && !failed ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('search.searching')}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <Box
        sx={{
          display: { xs: 'none', sm: 'block' },
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('search.keysHint')}
        </Typography>
      </Box>
    </Dialog>
  );
}
