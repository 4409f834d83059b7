import { Fragment } from 'react';
import { ExternalLink } from '../external-link/external-link';

const LINK = /(https?:\/\/[^\s]+|www\.[^\s]+)/g;

/** Splits chat text into plain parts and links (http(s):// or www.), trailing punctuation left out of links. */
export function linkParts(text: string): { text: string; href: string | null }[] {
  const parts: { text: string; href: string | null }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(/[.,;:!?)]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), href: null });
    parts.push({ text: raw, href: raw.startsWith('www.') ? `https://${raw}` : raw });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), href: null });
  return parts;
}

/** Spec 4 "Chatbot": links in chat text are clickable and open in a new tab. */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, i) => (
        <Fragment key={i}>{part.href ? <ExternalLink href={part.href}>{part.text}</ExternalLink> : part.text}</Fragment>
      ))}
    </>
  );
}
