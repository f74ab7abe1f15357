/**
 * An IP as its advertiser sees it: enough to tell visitors apart, not enough to find one person
 * (IPv4 keeps two bytes, IPv6 its first three groups).
 */
export function maskIp(ip: string): string {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) {
    const [a, b] = address.split('.');
    return `${a}.${b}.x.x`;
  }
  if (address.includes(':')) {
    const [head = '', tail] = address.split('::');
    const headGroups = head ? head.split(':') : [];
    const tailGroups = tail ? tail.split(':') : [];
    const zeros = tail === undefined ? 0 : Math.max(0, 8 - headGroups.length - tailGroups.length);
    const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
    return `${groups.slice(0, 3).join(':')}:x:x:x:x:x`;
  }
  return 'x';
}
