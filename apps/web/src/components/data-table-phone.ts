/** What the phone card needs to know of a column (DataColumn has these). */
export interface PhoneColumn {
  phone?: 'labelled' | 'full' | 'hidden';
  essential?: boolean;
  headerHidden?: boolean;
  stopsRowClick?: boolean;
}

/** An unmarked table keeps this many leading columns on its phone card. */
export const AUTO_KEY_COLUMNS = 3;
/** A card of at most this many columns shows them all: folding would hide little. */
export const FOLD_ABOVE = 5;

/**
 * The columns of a phone card: `key` always shown, `more` folded under "More details". Key columns are the
 * ones marked `essential`, or (a table that marks none) its first columns; controls (actions, switches, links:
 * `stopsRowClick` or a read-out-only header) are always key, so an action never hides behind a tap.
 */
export function phoneColumns<Column extends PhoneColumn>(
  columns: readonly Column[],
): { key: Column[]; more: Column[] } {
  const shown = columns.filter((column) => column.phone !== 'hidden');
  const marked = shown.some((column) => column.essential);
  if (!marked && shown.length <= FOLD_ABOVE) return { key: shown, more: [] };
  const key: Column[] = [];
  const more: Column[] = [];
  shown.forEach((column, index) => {
    const control = column.stopsRowClick === true || column.headerHidden === true;
    const isKey = control || (marked ? column.essential === true : index < AUTO_KEY_COLUMNS);
    (isKey ? key : more).push(column);
  });
  return { key, more };
}
