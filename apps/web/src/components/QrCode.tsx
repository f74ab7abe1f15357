import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';

/** A QR code of `value`, drawn in the browser (a data: image, which the page's CSP allows). */
export function QrCode({ value, size = 196, label }: { value: string; size?: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The encoder (≈8 kB brotli) comes with the first code drawn; the skeleton holds its place meanwhile.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }),
      )
      .then(
        (url) => live && setSrc(url),
        () => live && setSrc(null),
      );
    return () => {
      live = false;
    };
  }, [value, size]);
  if (!src) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="img"
      src={src}
      alt={label}
      width={size}
      height={size}
      sx={{ borderRadius: 2, bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider' }}
    />
  );
}
