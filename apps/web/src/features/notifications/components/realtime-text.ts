import type { RealtimeMessage } from '@portal/contract';

interface Translator {
  (key: string, params?: Record<string, string | number>): string;
}

/**
 * A live notice's title and body in the language the reader chose on this screen (issue 21): a notice written from
 * catalogue keys is translated here, with its values; plain text, or keys this screen does not know, read as sent.
 */
export function realtimeText(
  message: Pick<RealtimeMessage, 'title' | 'body' | 'text'>,
  t: Translator,
  exists: (key: string) => boolean,
): { title: string; body: string } {
  const text = message.text;
  if (!text || !exists(text.titleKey) || !exists(text.bodyKey)) return { title: message.title, body: message.body };
  return { title: t(text.titleKey, text.params), body: t(text.bodyKey, text.params) };
}
