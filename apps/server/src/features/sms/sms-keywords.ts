import type { Language } from '@portal/contract';

export type KeywordAction = 'opt-out' | 'opt-in' | 'help';

/**
 * The keywords the portal answers, with the language they are in (the answer's language for a number no donor has).
 * English: the CTIA's and Twilio's standard keywords. Spanish: the keywords the operator adds to Twilio's Advanced
 * Opt-Out (docs/operations.md), so Twilio and the portal agree on them.
 */
const KEYWORDS: Readonly<Record<string, { action: KeywordAction; lang: Language }>> = {
  STOP: { action: 'opt-out', lang: 'en' },
  STOPALL: { action: 'opt-out', lang: 'en' },
  UNSUBSCRIBE: { action: 'opt-out', lang: 'en' },
  CANCEL: { action: 'opt-out', lang: 'en' },
  END: { action: 'opt-out', lang: 'en' },
  QUIT: { action: 'opt-out', lang: 'en' },
  REVOKE: { action: 'opt-out', lang: 'en' },
  OPTOUT: { action: 'opt-out', lang: 'en' },
  PARAR: { action: 'opt-out', lang: 'es' },
  CANCELAR: { action: 'opt-out', lang: 'es' },
  BAJA: { action: 'opt-out', lang: 'es' },
  DETENER: { action: 'opt-out', lang: 'es' },
  START: { action: 'opt-in', lang: 'en' },
  YES: { action: 'opt-in', lang: 'en' },
  UNSTOP: { action: 'opt-in', lang: 'en' },
  ALTA: { action: 'opt-in', lang: 'es' },
  SI: { action: 'opt-in', lang: 'es' },
  COMENZAR: { action: 'opt-in', lang: 'es' },
  HELP: { action: 'help', lang: 'en' },
  INFO: { action: 'help', lang: 'en' },
  AYUDA: { action: 'help', lang: 'es' },
};

/** The keyword a text is, if it is one: the whole text, in any case, accents and surrounding spaces or punctuation aside. */
export function keywordOf(text: string): { keyword: string; action: KeywordAction; lang: Language } | null {
  const keyword = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
  const found = KEYWORDS[keyword];
  return found ? { keyword, ...found } : null;
}

/** The answers, in the donor's language: carriers expect the brand, how to get help, and how to stop or start. */
const REPLIES: Readonly<Record<KeywordAction, Record<Language, string>>> = {
  'opt-out': {
    en: '{brand}: You are unsubscribed and will get no more texts from us. Reply START to get them again.',
    es: '{brand}: Has cancelado tu suscripción y ya no recibirás mensajes de texto nuestros. Responde ALTA para volver a recibirlos.',
  },
  'opt-in': {
    en: '{brand}: You will get our texts again. Reply HELP for help, STOP to stop. Msg & data rates may apply.',
    es: '{brand}: Volverás a recibir nuestros mensajes de texto. Responde AYUDA para obtener ayuda o BAJA para cancelarlos. Pueden aplicarse tarifas de mensajes y datos.',
  },
  help: {
    en: '{brand}: For help, call {phone}. Reply STOP to stop texts. Msg & data rates may apply.',
    es: '{brand}: Para obtener ayuda, llama al {phone}. Responde BAJA para dejar de recibir mensajes. Pueden aplicarse tarifas de mensajes y datos.',
  },
};

export function keywordReply(action: KeywordAction, lang: Language, values: { brand: string; phone: string }): string {
  return REPLIES[action][lang].replace('{brand}', values.brand).replace('{phone}', values.phone);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A TwiML answer: one message back to the sender, or none. */
export function twiml(message: string | null): string {
  const body = message === null ? '' : `<Message>${escapeXml(message)}</Message>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;
}
