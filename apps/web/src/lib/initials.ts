/** Up to two initials of a name, for avatars ("Somchai Jaidee" → "SJ"). */
export function initials(name: string | undefined | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const picked = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts.slice(0, 1);
  return (
    picked
      .map((part) => Array.from(part ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}
