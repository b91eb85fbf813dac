import { useRef, useState } from 'react';
import { ActionIcon, Button, Group, Loader, TextInput } from '@mantine/core';
import { IconBarcode, IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BarcodeScanner } from './barcode-scanner.tsx';

interface ScanInputProps {
  label: string;
  submitLabel: string;
  onScan: (code: string) => void;
  isBusy?: boolean;
  testId: string;
}

/**
 * Where codes arrive: a handheld scanner types the code and Enter like a keyboard, a person types it by hand.
 * The field keeps the focus after each scan, so the next one needs no tap. The camera button reads a barcode or QR.
 */
export function ScanInput({ label, submitLabel, onScan, isBusy, testId }: ScanInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [isCameraOpen, setCameraOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = () => {
    const code = value.trim();
    if (!code) return;
    onScan(code);
    setValue('');
    input.current?.focus();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          ref={input}
          label={label}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          size="lg"
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          leftSection={<IconBarcode size={20} />}
          rightSection={isBusy ? <Loader size="sm" /> : null}
          style={{ flex: 1 }}
          data-testid={testId}
        />
        <ActionIcon
          size={50}
          variant="default"
          onClick={() => setCameraOpen(true)}
          aria-label={t('previosPage.barcode.title')}
          data-testid={`${testId}-camera`}
        >
          <IconCamera size={24} />
        </ActionIcon>
        {/* Never disabled while a scan is sent: a disabled default button blocks Enter, and scanners are fast. */}
        <Button type="submit" size="lg" data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Group>
      <BarcodeScanner opened={isCameraOpen} onClose={() => setCameraOpen(false)} onDetected={(code) => onScan(code.trim())} />
    </form>
  );
}
