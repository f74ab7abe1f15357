import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import SearchIcon from './icons/Search.tsx';

const SEARCH_DELAY_MS = 300;

/**
 * A search box that reports what was typed once typing pauses (trimmed), so a server-side search is not asked
 * on every key.
 */
export function SearchField({
  label,
  value,
  onSearch,
  sx,
}: {
  label: string;
  /** The search in effect (the filter's). */
  value: string;
  onSearch: (search: string) => void;
  sx?: SxProps<Theme>;
}) {
  const [input, setInput] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (input.trim() !== value) onSearch(input.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, value, onSearch]);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={input}
      onChange={(event) => setInput(event.target.value)}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
