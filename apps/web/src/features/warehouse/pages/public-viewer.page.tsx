import { Alert, Button, Center, Container, Loader } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { PREVIOS_PUBLIC_API } from '@portal/contract/features/previos';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { usePublicPrevio } from '../api/previos.api.ts';
import { PrevioView } from '../components/previo-view.tsx';

/**
 * Why a link opens nothing: an unknown or mangled link (404, 400) says so in plain words; a revoked or expired one
 * (410) and other failures give the server's reason.
 */
function unavailableReason(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unexpected');
  if (error.status === 404 || error.status === 400) return t('previosPage.viewer.unknownLink');
  return error.problem.detail ?? error.problem.title;
}

/** `/pages/previous/viewer/:guid`: the customer's open view of one concluded previo, by the link the portal issued. */
export default function PublicViewerPage() {
  const { t } = useTranslation();
  const token = useParams().guid ?? '';
  const previo = usePublicPrevio(token);
  if (previo.isPending) {
    return (
      <Center mih="50vh">
        <Loader aria-label={t('catalogue.ui.loading')} />
      </Center>
    );
  }
  return (
    <Container size="md" py="md" component="main">
      {previo.isError ? (
        <Alert color="orange" title={t('previosPage.viewer.unavailable')} data-testid="viewer-unavailable">
          {unavailableReason(previo.error, t)}
        </Alert>
      ) : (
        <PrevioView
          previo={previo.data}
          source={{ kind: 'link', token }}
          actions={
            <Button
              component="a"
              href={`${PREVIOS_PUBLIC_API}/${token}/Reporte`}
              variant="default"
              leftSection={<IconFileTypePdf size={18} />}
              data-testid="previo-pdf"
            >
              {t('previosPage.actions.pdf')}
            </Button>
          }
        />
      )}
    </Container>
  );
}
