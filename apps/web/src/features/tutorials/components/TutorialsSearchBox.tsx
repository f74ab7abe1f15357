import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import SearchIcon from '../../../components/icons/Search.tsx';
import { href } from '../../../routing/href.ts';

/** The knowledge base's search box: what is typed opens every article matching it (/tutorials/all?search=). */
export function TutorialsSearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(href('tutorials-all', {}, { search: search.trim() }));
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        gap: 1,
        flexDirection: { xs: 'column', sm: 'row' },
        width: '100%',
        maxWidth: 640,
      }}
    >
      <TextField
        type="search"
        fullWidth
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        label={t('tutorials.searchLabel')}
        placeholder={t('tutorials.searchPlaceholder')}
        slotProps={{
          htmlInput: { maxLength: 100, 'data-testid': 'tutorials-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          inputLabel: { shrink: true },
        }}
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, px: 4 }}>
        {t('tutorials.searchSubmit')}
      </Button>
    </Box>
  );
}
