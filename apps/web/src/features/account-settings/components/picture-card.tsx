import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Button, Card, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, FILE_POLICIES, sniffFileType, type Profile } from '@portal/contract';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { saveUserData } from '../../../shared/session/session-store.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { PROFILE_KEY, removePicture, uploadPicture } from '../api/account-settings.api.ts';

const POLICY = FILE_POLICIES.picture;

/** Checks a picture in the browser the way the server will: by its first bytes and its size. */
export async function checkPicture(file: File): Promise<'tooLarge' | 'wrongType' | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffFileType(head);
  if (!type || !(POLICY.types as readonly string[]).includes(type)) return 'wrongType';
  if (file.size > POLICY.maxBytes) return 'tooLarge';
  return null;
}

/** The profile picture: choose, preview, upload with progress, reset the choice or remove the picture. */
export function PictureCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // The chosen file and its object URL for the preview, replaced (and the URL released) together.
  const [choice, setChoice] = useState<{ file: File; url: string } | null>(null);
  const latest = useRef<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current.url);
    },
    [],
  );
  const pending = choice?.file ?? null;
  const preview = choice?.url ?? null;

  function setPending(file: File | null) {
    if (choice) URL.revokeObjectURL(choice.url);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    latest.current = next;
    setChoice(next);
  }

  async function choose(file: File | null) {
    setError(null);
    if (!file) return;
    const problem = await checkPicture(file);
    if (problem) {
      setPending(null);
      setError(t(`accountPage.picture.${problem}`, { size: '800 kB', types: 'JPG, GIF, PNG' }));
      return;
    }
    setPending(file);
  }

  function applied(updated: Profile) {
    client.setQueryData(PROFILE_KEY, updated);
    saveUserData({ avatar: updated.avatar });
  }

  async function upload() {
    if (!pending) return;
    setProgress(0);
    try {
      applied(await uploadPicture(pending, setProgress));
      setPending(null);
      notifySuccess(200, t('accountPage.picture.saved'));
    } catch (err) {
      setError(problemMessage(err, t('errors.unexpected')));
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    setError(null);
    try {
      applied(await removePicture());
    } catch (err) {
      setError(problemMessage(err, t('errors.unexpected')));
    }
  }

  const shown = preview ?? profile.avatar;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="picture-title">
      <Title order={2} size="h4" id="picture-title" mb="md">
        {t('accountPage.picture.title')}
      </Title>
      <Group align="flex-start" wrap="nowrap">
        <Avatar src={shown} size={96} radius="md" alt={t('accountPage.picture.alt')} data-testid="picture-preview" />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={acceptAttribute(POLICY)}>
              {(props) => (
                <Button {...props} leftSection={<IconPhotoUp size={16} />} variant="default" data-testid="picture-choose">
                  {t('accountPage.picture.choose')}
                </Button>
              )}
            </FileButton>
            {pending && (
              <Button onClick={upload} loading={progress !== null} data-testid="picture-upload">
                {t('accountPage.picture.upload')}
              </Button>
            )}
            {pending && (
              <Button variant="default" onClick={() => setPending(null)} disabled={progress !== null} data-testid="picture-reset">
                {t('accountPage.picture.reset')}
              </Button>
            )}
            {!pending && profile.avatar && (
              <Button variant="default" color="red" onClick={remove} data-testid="picture-remove">
                {t('accountPage.picture.remove')}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('accountPage.picture.hint')}
          </Text>
          {progress !== null && (
            <Progress.Root data-testid="picture-progress">
              <Progress.Section value={progress} aria-label={t('accountPage.picture.progress')} />
            </Progress.Root>
          )}
          {error && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert" data-testid="picture-error">
              {error}
            </Alert>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
