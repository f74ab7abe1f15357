type PagedQuery<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };
type CountQuery = PromiseLike<{ value: number }[]>;

/**
 * A window of a list: its rows (`query` with the limit and offset applied) and the count of every row the
 * filter matches (`total`), read at once.
 */
export async function readWindow<Row>(
  query: PagedQuery<Row>,
  total: CountQuery,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [counted]] = await Promise.all([query.limit(limit).offset(offset), total]);
  return { rows, total: Number(counted?.value ?? 0) };
}

/** Page `page` (from 1) of `pageSize` rows of a list, with the count of all its rows. */
export function readPage<Row>(
  query: PagedQuery<Row>,
  total: CountQuery,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  return readWindow(query, total, { limit: pageSize, offset: (page - 1) * pageSize });
}
