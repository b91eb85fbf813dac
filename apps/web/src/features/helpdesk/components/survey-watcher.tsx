import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useSession } from '../../../shared/session/session-store.ts';
import { hasUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { fetchTicketAwaitingSurvey, usePatchTicket } from '../api/helpdesk.api.ts';

const DEFAULT_RATING = 1;

/**
 * The satisfaction survey (spec points 2 and 4): after every route change the shell asks for a solved
 * ticket awaiting evaluation; one modal at a time, never over a form with unsaved changes.
 */
export function SurveyWatcher() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { userData } = useSession();
  const ability = useAbility();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [comment, setComment] = useState('');
  const asking = useRef(false);
  // One modal at a time: while one is open, no other check replaces it or resets what was typed.
  const shown = useRef<number | null>(null);
  const patch = usePatchTicket();
  const canAsk = Boolean(userData) && ability.can('read', 'MesaAyuda');

  function show(next: Ticket | null) {
    shown.current = next?.ticketId ?? null;
    setTicket(next);
  }

  async function askNext(userName: string) {
    if (asking.current || shown.current !== null) return;
    asking.current = true;
    try {
      const next = await fetchTicketAwaitingSurvey(userName);
      // The user may have started typing while the check was on its way: ask on a later navigation.
      if (next && hasUnsavedChanges()) return;
      setRating(DEFAULT_RATING);
      setComment('');
      show(next);
    } catch {
      // The survey never gets in the way: a failed check is retried on the next navigation.
    } finally {
      asking.current = false;
    }
  }

  useEffect(() => {
    if (!canAsk || !userData || ticket) return;
    // Let the new screen mount first, so that its form can say it has unsaved changes.
    const timer = setTimeout(() => {
      if (!hasUnsavedChanges()) void askNext(userData.username);
    }, 300);
    return () => clearTimeout(timer);
  }, [pathname, canAsk]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!ticket || !userData) return null;
  const submit = () =>
    patch.mutate(
      {
        ticketId: ticket.ticketId,
        patch: [
          { op: 'replace', path: '/calificacionSatisfaccion', value: rating },
          { op: 'replace', path: '/comentariosSatisfaccion', value: comment.trim() || null },
        ],
      },
      {
        onSuccess: () => {
          notifySuccess(200, t('helpdesk.survey.thanks', { ticketId: ticket.ticketId }));
          show(null);
          void askNext(userData.username);
        },
      },
    );

  return (
    <Modal opened onClose={() => show(null)} title={t('helpdesk.survey.title')} centered data-testid="survey-modal">
      <Stack gap="md">
        <Text size="sm">{t('helpdesk.survey.question', { ticketId: ticket.ticketId, title: ticket.tituloError })}</Text>
        {ticket.descripcionSolucion && (
          <Text size="sm" c="dimmed">
            {t('helpdesk.survey.solution', { text: ticket.descripcionSolucion })}
          </Text>
        )}
        <div>
          <Text size="sm" fw={500} mb={4} id="survey-rating-label">
            {t('helpdesk.fields.calificacionSatisfaccion')}
          </Text>
          <Rating value={rating} onChange={setRating} size="lg" aria-labelledby="survey-rating-label" data-testid="survey-rating" />
        </div>
        <Textarea
          label={t('helpdesk.fields.comentariosSatisfaccion')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
          data-testid="survey-comment"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => show(null)}>
            {t('helpdesk.survey.later')}
          </Button>
          <Button onClick={submit} loading={patch.isPending} data-testid="survey-submit">
            {t('helpdesk.survey.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
