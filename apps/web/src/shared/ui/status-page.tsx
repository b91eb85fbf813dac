import type { ReactNode } from 'react';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  color?: string;
  testId?: string;
}

/** The frame of the full-page status screens (404, not authorized, error, maintenance...). */
export function StatusPage({ icon, title, text, actions, color = 'blue', testId }: StatusPageProps) {
  return (
    <Center mih="70vh" p="md" data-testid={testId}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={88} radius={44} variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        {actions}
      </Stack>
    </Center>
  );
}
