import { useState } from 'react';
import { type Notice, useNotice } from './use-notice.ts';

/**
 * The dialogs of a list of records: the editor (undefined: closed; null: adding; a row: changing it) and the
 * question before deleting a row; their notices shown once they have closed (useNotice).
 */
export function useRecordDialogs<Row>() {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const notify = useNotice(editing !== undefined || deleting !== null);
  return {
    editing,
    add: () => setEditing(null),
    edit: (row: Row) => setEditing(row),
    /** Closes the editor, then shows its notice (if any). */
    closeEditor: (notice?: Notice) => {
      setEditing(undefined);
      if (notice) notify(notice);
    },
    deleting,
    askDelete: (row: Row) => setDeleting(row),
    /** Closes the question, then shows its notice (if any). */
    closeDelete: (notice?: Notice) => {
      setDeleting(null);
      if (notice) notify(notice);
    },
    notify,
  };
}

export type RecordDialogs<Row> = ReturnType<typeof useRecordDialogs<Row>>;
