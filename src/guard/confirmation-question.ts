// The question Hearth itself speaks when it holds a sensitive action, in the user's language. The
// actions come as "unlock Front Door Lock", "open Garage Door to 50 %", "disarm Home Alarm"; names
// are spoken as they are, the verb is translated.

type Verb = 'unlock' | 'open' | 'disarm';

interface QuestionBook {
  verbs: Record<Verb, (rest: string) => string>;
  ask: (actions: string) => string;
  and: string;
}

const BOOKS: Record<string, QuestionBook> = {
  en: {
    verbs: { unlock: (x) => `unlock ${x}`, open: (x) => `open ${x}`, disarm: (x) => `disarm ${x}` },
    ask: (actions) => `Do you want me to ${actions}? Please answer yes or no.`,
    and: ' and ',
  },
  de: {
    verbs: {
      unlock: (x) => `${x} entriegeln`,
      open: (x) => `${x} öffnen`,
      disarm: (x) => `${x} unscharf schalten`,
    },
    ask: (actions) => `Soll ich wirklich ${actions}? Bitte antworte mit ja oder nein.`,
    and: ' und ',
  },
  es: {
    verbs: { unlock: (x) => `desbloquear ${x}`, open: (x) => `abrir ${x}`, disarm: (x) => `desarmar ${x}` },
    ask: (actions) => `¿Confirmas que debo ${actions}? Responde sí o no.`,
    and: ' y ',
  },
  fr: {
    verbs: {
      unlock: (x) => `déverrouiller ${x}`,
      open: (x) => `ouvrir ${x}`,
      disarm: (x) => `désactiver ${x}`,
    },
    ask: (actions) => `Dois-je vraiment ${actions} ? Réponds par oui ou par non.`,
    and: ' et ',
  },
  ko: {
    verbs: { unlock: (x) => `${x} 잠금 해제`, open: (x) => `${x} 열기`, disarm: (x) => `${x} 경보 해제` },
    ask: (actions) => `${actions}를 할까요? 네 또는 아니요로 대답해 주세요.`,
    and: ', ',
  },
};

function translate(book: QuestionBook, action: string): string {
  const match = /^(unlock|open|disarm) (.+)$/s.exec(action);
  if (match === null) return action;
  return book.verbs[match[1] as Verb](match[2]!);
}

/** "Do you want me to unlock Front Door Lock and disarm Home Alarm? Please answer yes or no." */
export function confirmationQuestion(language: string, actions: readonly string[]): string {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? 'en';
  const book = BOOKS[base] ?? BOOKS.en!;
  return book.ask(actions.map((action) => translate(book, action)).join(book.and));
}
