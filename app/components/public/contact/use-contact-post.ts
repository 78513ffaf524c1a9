import { useCallback } from 'react';
import { useFetcher } from 'react-router';
import { useTexts } from '../../../lib/site/language.tsx';
import type { ContactFormResult } from './contact-form-values.ts';

/** How a page's contact form posts with JavaScript, handed to the form as props (it may be an island). */
export interface ContactPost {
  /** Posts the form to the contact page's action, staying on this page. */
  send: (form: HTMLFormElement) => void;
  /** The action's answer to the last post sent this way. */
  answer: ContactFormResult | undefined;
  sending: boolean;
}

/**
 * The contact form's post with JavaScript: the /contact (/fr/contact) action through a fetcher, from the
 * contact page or the home page. The form itself may be an island without React Router (hydrate-when-near.tsx),
 * so the page holds the fetcher and passes what the form needs. Nothing on the page changes with an enquiry:
 * no data is read again after it (nor would a dropped connection turn into the page's error).
 */
export function useContactPost(): ContactPost {
  const fetcher = useFetcher<ContactFormResult>({ key: 'contact-form' });
  const { path } = useTexts();
  const action = path('/contact');
  const { submit } = fetcher;
  const send = useCallback(
    (form: HTMLFormElement) => void submit(form, { method: 'post', action, defaultShouldRevalidate: false }),
    [submit, action],
  );
  return { send, answer: fetcher.data, sending: fetcher.state !== 'idle' };
}
