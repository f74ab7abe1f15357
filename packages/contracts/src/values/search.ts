/** The layout's search bar (spec §1, layout pieces): one query, a few results per section. */
export const SEARCH_QUERY_MAX = 100;

/** At most this many results per section, the best match first. */
export const SEARCH_SECTION_LIMIT = 5;
