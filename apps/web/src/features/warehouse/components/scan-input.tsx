import { useRef, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';

interface ScanInputProps {
  label: string;
  submitLabel: string;
  onScan: (code: string) => void;
  isBusy?: boolean;
  testId: string;
}

/**
 * Where codes arrive: a handheld scanner types the code and Enter like a keyboard, a person types it by hand.
 * The field keeps the focus after each scan, so the next one needs no tap.
 */
export function ScanInput({ label, submitLabel, onScan, isBusy, testId }: ScanInputProps) {
  const [value, setValue] = useState('');
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
          style={{ flex: 1 }}
          data-testid={testId}
        />
        <Button type="submit" size="lg" loading={isBusy} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
