import { describe, expect, it } from 'vitest';
import { canTransition, isAboutToBreach, nextStatuses, slaDueDate, slaState, TICKET_STATUSES, type TicketStatus } from './helpdesk.ts';

describe('ticket transitions', () => {
  it('follows open → assigned → in progress → solved → closed, and reopens', () => {
    expect(canTransition('abierto', 'asignado', ['manager'])).toBe(true);
    expect(canTransition('asignado', 'enProceso', ['fixer'])).toBe(true);
    expect(canTransition('enProceso', 'resuelto', ['fixer'])).toBe(true);
    expect(canTransition('resuelto', 'cerrado', ['reporter'])).toBe(true);
    expect(canTransition('cerrado', 'reabierto', ['reporter'])).toBe(true);
    expect(canTransition('reabierto', 'resuelto', ['fixer'])).toBe(true);
  });

  it('lets a fixer solve an assigned ticket in one step (decision 0150), and nobody else', () => {
    expect(canTransition('asignado', 'resuelto', ['fixer'])).toBe(true);
    expect(canTransition('asignado', 'resuelto', ['reporter', 'manager'])).toBe(false);
    expect(nextStatuses('asignado', ['fixer'])).toContain('resuelto');
  });

  it('lets only fixers start and solve', () => {
    for (const actors of [['reporter'], ['manager'], ['reporter', 'manager']] as const) {
      expect(canTransition('enProceso', 'resuelto', actors)).toBe(false);
      expect(canTransition('asignado', 'enProceso', actors)).toBe(false);
    }
  });

  it('refuses skipped steps and moves out of closed other than reopening', () => {
    expect(canTransition('abierto', 'resuelto', ['fixer', 'manager'])).toBe(false);
    for (const to of TICKET_STATUSES.filter((s) => s !== 'reabierto' && s !== 'cerrado')) {
      expect(canTransition('cerrado', to as TicketStatus, ['reporter', 'fixer', 'manager'])).toBe(false);
    }
    expect(canTransition('resuelto', 'cerrado', ['fixer'])).toBe(false);
  });

  it('staying put is always allowed, and nextStatuses lists what the actor may do', () => {
    expect(canTransition('enProceso', 'enProceso', [])).toBe(true);
    expect(nextStatuses('resuelto', ['reporter'])).toEqual(['cerrado', 'reabierto']);
    expect(nextStatuses('resuelto', ['fixer'])).toEqual([]);
    expect(nextStatuses('abierto', [])).toEqual([]);
  });
});

describe('SLA', () => {
  const start = new Date('2026-03-02T16:00:00Z');

  it('is due the category’s SLA hours after the start, in calendar hours', () => {
    expect(slaDueDate(start, 4).toISOString()).toBe('2026-03-02T20:00:00.000Z');
    expect(slaDueDate(start, 48).toISOString()).toBe('2026-03-04T16:00:00.000Z');
  });

  it('an open ticket runs against the clock; a solved one is judged by when it was solved', () => {
    const due = slaDueDate(start, 4);
    expect(slaState({ fechaVencimiento: due, fechaSolucion: null, estatus: 'asignado' }, new Date('2026-03-02T19:00:00Z'))).toEqual({
      msLeft: 3_600_000,
      breached: false,
    });
    expect(slaState({ fechaVencimiento: due, fechaSolucion: null, estatus: 'enProceso' }, new Date('2026-03-02T21:00:00Z'))).toEqual({
      msLeft: -3_600_000,
      breached: true,
    });
    expect(
      slaState(
        { fechaVencimiento: due, fechaSolucion: new Date('2026-03-02T19:59:00Z'), estatus: 'resuelto' },
        new Date('2026-03-09T00:00:00Z'),
      ),
    ).toEqual({ msLeft: null, breached: false });
    expect(
      slaState(
        { fechaVencimiento: due, fechaSolucion: new Date('2026-03-02T20:01:00Z'), estatus: 'cerrado' },
        new Date('2026-03-02T20:02:00Z'),
      ),
    ).toEqual({ msLeft: null, breached: true });
  });

  it('is about to breach in its last fifth or last hour, whichever is longer', () => {
    const fortyEight = { fechaInicio: start, fechaVencimiento: slaDueDate(start, 48) };
    expect(isAboutToBreach(fortyEight, new Date(start.getTime() + 38 * 3_600_000))).toBe(false);
    expect(isAboutToBreach(fortyEight, new Date(start.getTime() + 39 * 3_600_000))).toBe(true);
    const two = { fechaInicio: start, fechaVencimiento: slaDueDate(start, 2) };
    expect(isAboutToBreach(two, new Date(start.getTime() + 59 * 60_000))).toBe(false);
    expect(isAboutToBreach(two, new Date(start.getTime() + 61 * 60_000))).toBe(true);
    expect(isAboutToBreach(two, new Date(start.getTime() + 3 * 3_600_000))).toBe(false);
  });
});
