import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The card the sign-in and registration forms sit in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center p={{ base: 'sm', sm: 'xl' }} mih="100dvh">
      <Paper w="100%" maw={440} p={{ base: 'lg', sm: 'xl' }} shadow="md" radius="lg" withBorder>
        <Stack gap="lg">
          <Group gap="sm">
            <ThemeIcon size={40} radius="md" aria-hidden>
              <IconShieldCheck size={24} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t('app.name')}
            </Text>
          </Group>
          <Box>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            <Text c="dimmed" mt={4}>
              {subtitle}
            </Text>
          </Box>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
