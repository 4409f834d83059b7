import { Text } from '@mantine/core';
import { create } from 'qrcode';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { qrPath } from './qr-matrix';

const MARGIN = 4;

/** A QR code of `value`, drawn as one SVG path (the `qrcode` package computes the modules only). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const code = useMemo(() => {
    try {
      const { modules } = create(value, { errorCorrectionLevel: 'M' });
      return { size: modules.size, path: qrPath(modules.size, (row, col) => Boolean(modules.get(row, col)), MARGIN) };
    } catch {
      return null;
    }
  }, [value]);
  const { t } = useTranslation();
  if (!code) return <Text>{t('qr.error')}</Text>;
  const side = code.size + MARGIN * 2;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} width="220" height="220" shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
