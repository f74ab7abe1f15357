export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** Every field of either image, changed ones first, each side as logged. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = fields.map((field) => {
    const left = before ? before[field] : undefined;
    const right = after ? after[field] : undefined;
    return { field, before: left, after: right, changed: JSON.stringify(left) !== JSON.stringify(right) };
  });
  return rows.sort((a, b) => Number(b.changed) - Number(a.changed) || a.field.localeCompare(b.field));
}

export function showValue(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}
