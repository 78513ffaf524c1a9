// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterDebounceMs, ListingFilters } from './listing-filters.tsx';

function Page() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <ListingFilters today="2026-11-23" />
      <output data-testid="query">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: '/properties', Component: Page }]);
  render(<Stub initialEntries={[url]} />);
}

const query = () => screen.getByTestId('query').textContent;
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the listing filters', () => {
  it('shows the filters of the URL query', () => {
    renderAt('/properties?bedrooms=3&guests=6');
    expect(select('Bedrooms').value).toBe('3');
    expect(select('Bathrooms').value).toBe('');
    expect(select('Guests').value).toBe('6');
    expect(screen.queryByLabelText('Sleeps')).toBeNull();
    expect(select('Guests').options[1]?.text).toBe('1 guest');
    expect(select('Guests').options[2]?.text).toBe('2 guests');
  });

  it('waits 300 ms after the last change, then puts all changes in the URL at once', async () => {
    renderAt('/properties?minimum_nights=2');
    choose('Bedrooms', '2');
    await act(() => vi.advanceTimersByTimeAsync(filterDebounceMs - 50));
    choose('Guests', '4');
    await act(() => vi.advanceTimersByTimeAsync(filterDebounceMs - 1));
    expect(query()).toBe('?minimum_nights=2');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(query()).toBe('?minimum_nights=2&bedrooms=2&guests=4');
  });

  it('removes a filter set back to Any', async () => {
    renderAt('/properties?bedrooms=2&bathrooms=1');
    choose('Bedrooms', '');
    await act(() => vi.advanceTimersByTimeAsync(filterDebounceMs));
    expect(query()).toBe('?bathrooms=1');
  });

  it('follows the URL when the back button goes to earlier filters', async () => {
    renderAt('/properties');
    choose('Bathrooms', '2');
    await act(() => vi.advanceTimersByTimeAsync(filterDebounceMs));
    expect(query()).toBe('?bathrooms=2');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(query()).toBe('');
    expect(select('Bathrooms').value).toBe('');
  });

  it('Reset clears every filter at once and drops a pending change', async () => {
    renderAt('/properties?bedrooms=2&minimum_nights=3');
    choose('Guests', '8');
    fireEvent.click(screen.getByRole('link', { name: 'Reset' }));
    await act(() => vi.advanceTimersByTimeAsync(filterDebounceMs * 2));
    expect(query()).toBe('');
    expect(select('Bedrooms').value).toBe('');
    expect(select('Guests').value).toBe('');
  });
});
