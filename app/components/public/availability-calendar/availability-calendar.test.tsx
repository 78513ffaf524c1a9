// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CalendarRules,
  noStay,
  pickDate,
  type StaySelection,
} from '../../../lib/listings/availability-calendar.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';

afterEach(cleanup);

const rules: CalendarRules = {
  today: '2026-11-23',
  until: '2028-05-01',
  minimumNights: 2,
  blocked: [{ start: '2026-12-01', end: '2026-12-05' }],
};

/** The calendar as the property page holds it: the stay and the month in state. */
function Harness() {
  const [stay, setStay] = useState<StaySelection>(noStay);
  const [month, setMonth] = useState('2026-11');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <AvailabilityCalendar
        rules={rules}
        month={month}
        firstMonth="2026-11"
        lastMonth="2028-03"
        stay={stay}
        monthHref={(m) => `/property/1?month=${m}`}
        onMonthChange={setMonth}
        onPick={(date) => {
          const next = pickDate(stay, date, rules);
          setStay(next.stay);
          setMessage(next.message);
        }}
      />
      <output data-testid="stay">
        {`${stay.checkIn ?? '-'} ${stay.checkOut ?? '-'} ${message ?? ''}`.trim()}
      </output>
    </>
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });
const stayText = () => screen.getByTestId('stay').textContent;

describe('the availability calendar', () => {
  it('shows booked nights struck out and says "booked" to screen readers', () => {
    render(<Harness />);
    const booked = day(/^Wednesday, December 2, 2026, booked$|^Wednesday, 2 December 2026, booked$/);
    expect(booked.className).toContain('day-booked');
    expect(day(/December 5, 2026$|5 December 2026$/).textContent).not.toContain('booked');
    expect(day(/November 20, 2026, past$|20 November 2026, past$/).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('outlines a free night too close to a booking as "No check-in" and says the marks in words', () => {
    render(<Harness />);
    // 2-night minimum, booked from 1 December: the night of 30 November is free but cannot start a stay
    const gap = day(/November 30, 2026, no check-in$|30 November 2026, no check-in$/);
    expect(gap.dataset.noCheckIn).toBe('true');
    expect(gap.className).toContain('day-no-check-in');
    expect(day(/November 29, 2026$|29 November 2026$/).dataset.noCheckIn).toBeUndefined();
    expect(screen.getByTestId('calendar-legend').textContent).toBe(
      '12Booked12No check-in12No check-out12Past',
    );
    fireEvent.click(gap);
    expect(stayText()).toBe(
      '- - No check-in on Mon, Nov 30: the minimum stay is 2 nights and the night of Tue, Dec 1 is booked',
    );
  });

  it('picks check-in then check-out, refusing a stay too short or across a booked night', () => {
    render(<Harness />);
    fireEvent.click(day(/November 26, 2026$|26 November 2026$/));
    expect(stayText()).toBe('2026-11-26 -');
    // one night is under the 2-night minimum: that day is drawn as "No check-out" (dotted), not as past
    const tooShort = day(/November 27, 2026, no check-out|27 November 2026, no check-out/);
    expect(tooShort.className).toContain('day-no-check-out');
    expect(tooShort.className).not.toContain('day-past');
    fireEvent.click(tooShort);
    expect(stayText()).toBe('2026-11-26 - The minimum stay is 2 nights');
    // across the nights booked from 1 December
    fireEvent.click(day(/December 3, 2026|3 December 2026/));
    expect(stayText()).toBe(
      '2026-11-26 - The night of Tue, Dec 1 is booked: check out on Tue, Dec 1 at the latest',
    );
    // leaving on the 1st, the day the booking begins, is fine
    fireEvent.click(day(/December 1, 2026|1 December 2026/));
    expect(stayText()).toBe('2026-11-26 2026-12-01');
    expect(day(/November 26, 2026, check-in|26 November 2026, check-in/)).toBeTruthy();
    expect(day(/December 1, 2026, booked, check-out|1 December 2026, booked, check-out/)).toBeTruthy();
  });

  it('keeps one day in the tab order and moves it with the arrow keys, across months', () => {
    render(<Harness />);
    const focusable = () => screen.getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(focusable()).toHaveLength(1);
    expect(focusable()[0]?.dataset.date).toBe('2026-11-23');
    fireEvent.keyDown(focusable()[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-30');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-01');
    expect(focusable()).toHaveLength(1);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageDown' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2027-01-01');
  });

  it('links the other months and changes them in place', () => {
    render(<Harness />);
    expect(screen.queryByRole('link', { name: /Previous month/ })).toBeNull();
    const next = screen.getByRole('link', { name: /Next month/ });
    expect(next.getAttribute('href')).toBe('/property/1?month=2026-12');
    fireEvent.click(next);
    expect(screen.getByRole('link', { name: /Next month/ }).getAttribute('href')).toBe(
      '/property/1?month=2027-01',
    );
    expect(screen.getAllByRole('table')[0]?.textContent).toContain('December 2026');
  });
});
