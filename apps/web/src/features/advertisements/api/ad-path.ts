/** The path of one ad under /api. */
export const adPath = (id: string) => `/advertisements/${encodeURIComponent(id)}`;
