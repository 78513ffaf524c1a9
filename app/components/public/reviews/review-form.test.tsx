// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ActionFunction, type AppLoadContext, createRoutesStub, useActionData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestReviewInput, ReviewSubmitOutcome } from '#common/review.ts';
import { action } from '../../../routes/public/review.tsx';
import { ReviewForm } from './review-form.tsx';

afterEach(cleanup);

function FormUnderTest() {
  const answer = useActionData<typeof action>();
  if (answer?.sent) return <p>Sent</p>;
  return (
    <ReviewForm propertyName="Powder Hound" stayMonth="2026-11" firstName="Robin" result={answer?.reply} />
  );
}

type Submit = (token: string, input: GuestReviewInput) => Promise<ReviewSubmitOutcome>;

/** The form on the review route with its real action; the domain's by-token call is `submit`. */
function renderForm(submit = vi.fn<Submit>(async () => ({ ok: true }))) {
  const context = { lang: 'en', reviews: { submit } } as unknown as AppLoadContext;
  const Stub = createRoutesStub(
    [{ path: '/review/:token', Component: FormUnderTest, action: action as unknown as ActionFunction }],
    context,
  );
  render(<Stub initialEntries={['/review/abc']} />);
  return { submit };
}

const goodText = 'Warm, spotless and ten minutes from the gondola.';
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
const describedTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('the review form', () => {
  it("shows the schema's messages under their fields and sends nothing", async () => {
    const { submit } = renderForm();
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Too short' } });
    send();
    const text = screen.getByLabelText('Your review');
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(describedTexts(text)).toContain('Please write at least 20 characters');
    expect(document.getElementById('rating-error')?.textContent).toBe('Rating must be a number from 1 to 5');
    expect((text as HTMLTextAreaElement).value).toBe('Too short');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the rating, the text and the name shown', async () => {
    const { submit } = renderForm();
    fireEvent.click(screen.getByLabelText(/4 – Very good/));
    // typing counts down (Conform follows each input event)
    fireEvent.input(screen.getByLabelText('Your review'), { target: { value: goodText } });
    await waitFor(() =>
      expect(screen.getByTestId('remaining-characters').textContent).toBe(
        `${(2000 - goodText.length).toLocaleString('en-CA')} characters left`,
      ),
    );
    send();
    await screen.findByText('Sent');
    expect(submit).toHaveBeenCalledWith('abc', { rating: 4, text: goodText, name: 'Robin' });
  });

  it("shows the domain's field refusal under its field, and a refusal without fields above the form", async () => {
    const { submit } = renderForm(
      vi.fn<Submit>(async () => ({ ok: false, status: 400, message: 'x', fields: { name: 'Name taken' } })),
    );
    fireEvent.click(screen.getByLabelText(/5 – Excellent/));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: goodText } });
    send();
    await waitFor(() => expect(document.getElementById('review-name-error')?.textContent).toBe('Name taken'));
    expect(submit).toHaveBeenCalledOnce();
    cleanup();
    renderForm(
      vi.fn<Submit>(async () => ({ ok: false, status: 409, message: 'This stay has been reviewed' })),
    );
    fireEvent.click(screen.getByLabelText(/5 – Excellent/));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: goodText } });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('This stay has been reviewed');
  });
});
