// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '#common/property.ts';
import type { StaffReview } from '#common/review.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { ChannelReviewForm } from './channel-review-form.tsx';
import { ReviewCard } from './review-card.tsx';

// the forms call the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});
const onFailed = vi.fn();

const review: StaffReview = {
  id: 9,
  rating: 5,
  text: 'A lovely chalet, warm and quiet.',
  name: 'Ana',
  stay_month: '2026-11',
  source: 'direct',
  verified: true,
  reply: null,
  published_at: null,
  property_id: 3,
  property_name: 'Chalet Pine',
  status: 'pending',
  created_at: '2026-12-01T10:00:00Z',
} as StaffReview;
const homes = [
  { id: 3, name: 'Chalet Pine' },
  { id: 4, name: 'Lake House' },
] as Property[];

function ReviewsPage() {
  const write = useApiWrite();
  return (
    <>
      <ReviewCard review={review} write={write} onFailed={onFailed} />
      <ChannelReviewForm properties={homes} write={write} onFailed={onFailed} />
    </>
  );
}
const Stub = createRoutesStub([{ path: '/admin/reviews', Component: ReviewsPage }]);

function renderPage() {
  render(<Stub initialEntries={['/admin/reviews']} />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  api.reset();
  onFailed.mockReset();
});
afterEach(cleanup);

describe('moderating a review (ADR 0049)', () => {
  it('publishes with the reply typed', async () => {
    api.answer(200, {});
    const user = renderPage();
    await user.type(screen.getByLabelText('Public reply (optional)'), 'Thank you, Ana!');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.sent()).toHaveLength(1));
    expect(api.sent()).toEqual([
      { method: 'PUT', path: '/api/v1/reviews/9', body: { status: 'published', reply: 'Thank you, Ana!' } },
    ]);
  });

  it("shows the API's refusal of the reply under it", async () => {
    api.answer(400, {
      message: 'Invalid change',
      fields: { reply: 'Reply must be at most 2000 characters' },
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await screen.findByText('Reply must be at most 2000 characters');
    expect(screen.getByLabelText('Public reply (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(onFailed).not.toHaveBeenCalled();
  });
});

describe('adding a review from a channel (ADR 0049)', () => {
  it("shows the schema's messages and sends nothing", async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Review'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Add review' }));
    expect(await screen.findByText('Date must be a date written YYYY-MM-DD')).toBeTruthy();
    expect(screen.getByText(/at least 20 characters/)).toBeTruthy();
    expect(api.sent()).toEqual([]);
  });

  it('sends the review to the home chosen', async () => {
    api.answer(201, {});
    const user = renderPage();
    await user.selectOptions(screen.getByLabelText('Home'), 'Lake House');
    await user.selectOptions(screen.getByLabelText('Source'), 'airbnb');
    await user.type(screen.getByLabelText('Date of the review'), '2026-11-20');
    await user.selectOptions(screen.getByLabelText('Rating'), '4');
    await user.type(screen.getByLabelText("Guest's first name"), 'Lou');
    await user.type(screen.getByLabelText('Review'), 'Great views over the lake, would come back.');
    await user.click(screen.getByRole('button', { name: 'Add review' }));
    await waitFor(() => expect(api.sent()).toHaveLength(1));
    expect(api.sent()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/properties/4/reviews',
        body: {
          source: 'airbnb',
          date: '2026-11-20',
          name: 'Lou',
          rating: 4,
          text: 'Great views over the lake, would come back.',
        },
      },
    ]);
  });
});
