/** Turns free contact text ("Dana, 250-555-0142, dana@example.com") into text, phone and mail parts. */

/** `at` is where the part starts in the text (unique, so it also serves as a React key). */
export type ContactPart =
  | { kind: 'text'; at: number; text: string }
  | { kind: 'phone'; at: number; text: string; href: string }
  | { kind: 'email'; at: number; text: string; href: string };

const contactPattern = /([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})|(\+?\(?\d[\d\s().-]{5,}\d)/g;

/** A `tel:` address of a phone number as people write it: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export function contactParts(text: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let last = 0;
  const pushText = (end: number) => {
    if (end > last) parts.push({ kind: 'text', at: last, text: text.slice(last, end) });
  };
  for (const match of text.matchAll(contactPattern)) {
    const [found, email] = match;
    const digits = found.replace(/\D/g, '').length;
    if (!email && (digits < 7 || digits > 15)) continue;
    pushText(match.index);
    const at = match.index;
    parts.push(
      email
        ? { kind: 'email', at, text: found, href: `mailto:${found}` }
        : { kind: 'phone', at, text: found, href: telHref(found) },
    );
    last = match.index + found.length;
  }
  pushText(text.length);
  return parts;
}
