// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ActionFunction, type AppLoadContext, createRoutesStub, useActionData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryFormInput, EnquiryOutcome } from '#common/load-context.ts';
import { action } from '../../../routes/public/contact.tsx';
import { ContactForm } from './contact-form.tsx';
import type { ContactFormResult } from './contact-form-values.ts';
import { useContactPost } from './use-contact-post.ts';

afterEach(cleanup);

/** The form as the contact page holds it: its post through the page's fetcher, a plain post's answer. */
function ContactPage() {
  const posted = useActionData() as ContactFormResult | undefined;
  return <ContactForm lang="en" posted={posted} {...useContactPost()} />;
}

type Send = (input: EnquiryFormInput) => Promise<EnquiryOutcome>;

/** The form on /contact with the route's real action; the domain's store-and-mail is `send`. */
function renderForm(send = vi.fn<Send>(async () => ({ ok: true }))) {
  const context = { lang: 'en', enquiries: { send } } as unknown as AppLoadContext;
  const Stub = createRoutesStub(
    [{ path: '/contact', Component: ContactPage, action: action as unknown as ActionFunction }],
    context,
  );
  render(<Stub initialEntries={['/contact']} />);
  return { send };
}

const enquiry = {
  'First Name': 'Ingrid',
  'Last Name': 'Halvorsen',
  Email: 'ingrid@example.com',
  Phone: '+1 604 555 0199',
  'Enter Message Here': 'Two adults and a dog, five nights in February.',
};
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const typedIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the contact form', () => {
  it("shows the schema's message under each bad field, focuses the first, and sends nothing", async () => {
    const { send } = renderForm();
    fill({ ...enquiry, 'First Name': '', Email: 'not-an-address' });
    submit();
    await screen.findByText('First name is required');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    const first = screen.getByLabelText('First Name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'First name is required',
    );
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(typedIn('Enter Message Here')).toBe(enquiry['Enter Message Here']);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the enquiry; "Message Sent" resets the form when it closes', async () => {
    const { send } = renderForm();
    fill(enquiry);
    submit();
    const sent = await screen.findByRole('dialog', { name: 'Message Sent' });
    expect(sent.textContent).toContain(
      "Your message has been sent successfully! We'll get back to you soon.",
    );
    expect(send).toHaveBeenCalledWith({
      firstName: 'Ingrid',
      lastName: 'Halvorsen',
      email: 'ingrid@example.com',
      phone: '+1 604 555 0199',
      message: enquiry['Enter Message Here'],
      website: '',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(typedIn('First Name')).toBe(''));
    expect(typedIn('Enter Message Here')).toBe('');
  });

  it("shows a refusal (the limit's own words) in the Error dialog and keeps what was typed", async () => {
    const message = 'Too many messages from this address. Please try again in an hour.';
    renderForm(vi.fn<Send>(async () => ({ ok: false, status: 429, message })));
    fill(enquiry);
    submit();
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('There was an error sending your message. Please try again later.');
    expect(error.textContent).toContain(message);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(typedIn('First Name')).toBe('Ingrid');
    expect(typedIn('Enter Message Here')).toBe(enquiry['Enter Message Here']);
  });
});
