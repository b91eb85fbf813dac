import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { realtimeText } from './realtime-text.ts';

describe('realtimeText', () => {
  it('tells a notice raised in Spanish in the reader’s English, with its values; plain text as sent', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en-US',
      resources: { 'en-US': { translation: { n: { title: 'Ticket {{ticketId}} solved', body: '{{title}} was solved' } } } },
      interpolation: { escapeValue: false },
    });
    const t = (key: string, params?: Record<string, string | number>) => i18n.t(key, params);
    const exists = (key: string) => i18n.exists(key);
    const sent = { title: 'Ticket 7 resuelto', body: 'Red fue resuelto' };
    expect(
      realtimeText({ ...sent, text: { titleKey: 'n.title', bodyKey: 'n.body', params: { ticketId: 7, title: 'Red' } } }, t, exists),
    ).toEqual({
      title: 'Ticket 7 solved',
      body: 'Red was solved',
    });
    expect(realtimeText(sent, t, exists)).toEqual(sent);
    expect(realtimeText({ ...sent, text: { titleKey: 'n.unknown', bodyKey: 'n.body', params: {} } }, t, exists)).toEqual(sent);
  });
});
