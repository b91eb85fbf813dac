import { useEffect, useRef } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './driver-badge.module.css';

/** Draws `code` as a QR code (SVG, so it prints sharp); ZXing's writer is loaded only when a badge is shown. */
function QrCode({ code, label }: { code: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('@zxing/browser').then(({ BrowserQRCodeSvgWriter }) => {
      if (!isCurrent || !host.current) return;
      const svg = new BrowserQRCodeSvgWriter().write(code, 240, 240);
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', label);
      host.current.replaceChildren(svg);
    });
    return () => {
      isCurrent = false;
    };
  }, [code, label]);
  return <div ref={host} className={classes.code} data-testid="badge-qr" />;
}

/** A driver's badge as printed (credit-card size): name, the badge's QR code and its code in letters. */
export function DriverBadge({ nombre, gafete, licencia }: { nombre: string; gafete: string; licencia: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={classes.badge} data-testid="driver-badge">
      <Stack gap={4} align="center">
        <Text size="xs" tt="uppercase" fw={700}>
          {t('confrontasPage.badge.heading')}
        </Text>
        <Text fw={700}>{nombre}</Text>
        <QrCode code={gafete} label={t('confrontasPage.badge.qrLabel', { code: gafete })} />
        <Text ff="monospace" fw={700} size="lg" data-testid="badge-code">
          {gafete}
        </Text>
        {licencia && (
          <Text size="xs">
            {t('confrontasPage.badge.licence')}: {licencia}
          </Text>
        )}
      </Stack>
    </div>
  );
}
