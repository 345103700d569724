/**
 * The emails the fake backend "sends": kept in memory for a developer to
 * read (the dev panel and `vitrineMock.outbox()` in the page; the log and a
 * development route with `npm run api`), never on the server's disk, since a
 * reset link is as good as a password for 30 minutes.
 */
export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The link the email asks the shopper to open (a path inside the shop). */
  link: string;
  sentAt: string;
}

/** The latest emails, newest last; older ones are dropped. */
const KEPT = 20;
let mails: Mail[] = [];
let nextId = 1;
const listeners = new Set<(mail: Mail) => void>();

export function sendMail(mail: Omit<Mail, 'id' | 'sentAt'>, now: number): Mail {
  const sent: Mail = { ...mail, id: nextId, sentAt: new Date(now).toISOString() };
  nextId += 1;
  mails = [...mails, sent].slice(-KEPT);
  for (const listener of listeners) listener(sent);
  return sent;
}

/** The outbox, newest last. */
export function readOutbox(): readonly Mail[] {
  return mails;
}

/** Told of every email as it is sent (`npm run api` logs that one was); returns the way to stop. */
export function onMail(listener: (mail: Mail) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: an empty outbox. */
export function resetOutbox(): void {
  mails = [];
}
