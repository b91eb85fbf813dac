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
const SNOOZE_KEY = 'surveySnooze';
const SNOOZE_MS = 4 * 3600 * 1000;

/** "Later" puts the survey off for a few hours for this user on this browser; closing it, until the next screen. */
function isSnoozed(userName: string): boolean {
  try {
    const snooze = JSON.parse(localStorage.getItem(SNOOZE_KEY) ?? 'null') as { user: string; until: number } | null;
    return snooze?.user === userName && snooze.until > Date.now();
  } catch {
    return false;
  }
}

function snooze(userName: string): void {
  try {
    localStorage.setItem(SNOOZE_KEY, JSON.stringify({ user: userName, until: Date.now() + SNOOZE_MS }));
  } catch {
    // Storage blocked: the survey is only closed.
  }
}

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
  // Nothing is sent that the user did not choose: the stars start empty and "Send" waits for a choice.
  const [isChosen, setIsChosen] = useState(false);
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
    if (asking.current || shown.current !== null || isSnoozed(userName)) return;
    asking.current = true;
    try {
      const next = await fetchTicketAwaitingSurvey(userName);
      // The user may have started typing while the check was on its way: ask on a later navigation.
      if (next && hasUnsavedChanges()) return;
      setRating(DEFAULT_RATING);
      setIsChosen(false);
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
          <Rating
            value={isChosen ? rating : 0}
            onChange={(value) => {
              setRating(value);
              setIsChosen(true);
            }}
            size="lg"
            aria-labelledby="survey-rating-label"
            data-testid="survey-rating"
          />
          {!isChosen && (
            <Text size="xs" c="dimmed" mt={4} data-testid="survey-choose">
              {t('helpdesk.survey.choose')}
            </Text>
          )}
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
          <Button
            variant="default"
            onClick={() => {
              snooze(userData.username);
              show(null);
            }}
            data-testid="survey-later"
          >
            {t('helpdesk.survey.later')}
          </Button>
          <Button onClick={submit} loading={patch.isPending} disabled={!isChosen} data-testid="survey-submit">
            {t('helpdesk.survey.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
