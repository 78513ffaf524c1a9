// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeaturedList } from './featured-list.tsx';

afterEach(cleanup);

describe('the featured list', () => {
  it('says so when no home is featured', () => {
    render(<FeaturedList properties={[]} error={null} />);
    expect(screen.getByText('No listings currently featured')).toBeTruthy();
  });

  it('reports a failed load with its reason', () => {
    render(<FeaturedList properties={[]} error="Network response was not ok" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("Couldn't find any Listings");
    expect(alert.textContent).toContain('Network response was not ok');
  });
});
