// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '#common/property.ts';
import type { Welcome } from '#common/welcome.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { PropertyForm, type PropertyFormProps } from './property-form.tsx';

// the saves upload with progress through the transport (app/lib/api/upload.ts): mocked here
vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

// publishing calls the API client, on a stubbed network (app/test/api-client-stub.ts)
const client = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({
      baseUrl: 'http://admin.test',
      fetch: (request) => client.fetch(request),
    }),
  };
});

const image = (id: number) => ({
  id,
  url: `/uploads/${id}.webp`,
  srcset: `/uploads/${id}.webp 800w`,
  width: 800,
  height: 600,
});

const property: Property = {
  id: 7,
  name: 'Cedar Ridge Chalet',
  description: 'A timber chalet.',
  cover_image: '/uploads/1.webp',
  cover: image(1),
  address: '1200 Mackenzie Ave',
  bedrooms: 3,
  beds: 4,
  bathrooms: 2.5,
  sqft: 1800,
  max_guests: 8,
  minimum_nights: 3,
  guesty_link: 'https://booking.example.com/cedar',
  amenities: ['Hot tub', 'Sauna'],
  address_description: 'Up the hill.',
  is_featured: false,
  nightly_rate_from: null,
  registration_number: null,
  business_licence: null,
  is_published: true,
  rating: null,
  images: [image(21), image(22), image(23)],
};

const welcome: Welcome = {
  property_id: 7,
  property: { id: 7, name: property.name, cover_image: property.cover_image, cover: property.cover },
  owning_company: 'Selkirk Stays',
  address: { line: '1200 Mackenzie Ave', map_url: null },
  stay: null,
  password_shows_codes: false,
  contact: { email: 'stay@example.com', phone: '250-555-0100' },
  checkin: { time: '16:00', instructions: '' },
  door: { code: '4821', instructions: 'Lockbox left of the door.' },
  checkout: { time: '10:00', instructions: 'Start the dishwasher.' },
  stay_times: { early_check_in: '', late_checkout: '', auto_approve: false },
  garbage: { info: '', location: '', code: '' },
  wifi: { network: 'Cedar', password: 'powder-day' },
  parking: { location: '', instructions: '' },
  house_rules: ['No smoking'],
  shuttle: { description: '', images: [] },
  pm_contact: 'Dana',
  amenities: [
    { id: 1, key: 'hot_tub', name: 'Hot tub', description: 'Open all year', image: null, videoLink: '' },
  ],
  places: [],
  updated_at: '2026-01-01T00:00:00.000Z',
  codes_available_at: null,
};

let formProps: PropertyFormProps = {};

function FormPage() {
  return <PropertyForm {...formProps} />;
}

function ListPage() {
  return <p>The list</p>;
}

const Stub = createRoutesStub([
  { path: '/admin/propertymanager/form', Component: FormPage },
  { path: '/admin/propertymanager', Component: ListPage },
]);

function renderForm(props: PropertyFormProps = {}) {
  formProps = props;
  render(<Stub initialEntries={['/admin/propertymanager/form']} />);
  return userEvent.setup({ delay: null });
}

const png = (name: string) => new File(['not really a png'], name, { type: 'image/png' });

/** How long a submit may take to reach the API: validating the whole form is slow on a loaded machine. */
const saveWait = 5_000;

/** The FormData of the n-th API call. */
const sentForm = (call: number) => apiMock.mock.calls[call]![1]!.form!;

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name \*/), 'Powder Hound Cabin');
  await user.type(screen.getByLabelText(/^Description \*/), 'A cosy cabin by the gondola.');
  await user.type(screen.getByLabelText(/^Booking link/), 'https://booking.example.com/powder');
  await user.type(screen.getByLabelText(/^Amenities \*/), 'Hot tub, Sauna');
  for (const [label, value] of [
    [/^Bedrooms/, '2'],
    [/^Beds/, '3'],
    [/^Bathrooms/, '1.5'],
    [/^Sq Ft/, '900'],
    [/^Max guests/, '4'],
    [/^Minimum nights/, '2'],
  ] as const) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.type(screen.getByLabelText(/^Address \*/), '12 Pow Lane');
  await user.type(screen.getByLabelText(/^Address description \*/), 'Next to the gondola.');
  await user.type(screen.getByLabelText(/^Property manager contact \*/), 'Dana, 250-555-0101');
}

beforeEach(() => {
  apiMock.mockReset();
  client.reset();
});

afterEach(() => {
  cleanup();
});

describe('the property form, creating', () => {
  it('shows every required field and the cover as errors on submit, and sends nothing', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    for (const message of [
      'Name is required',
      'Description is required',
      'Address is required',
      'Address description is required',
      'Bedrooms is required',
      'Beds is required',
      'Bathrooms is required',
      'Sq Ft is required',
      'Max guests is required',
      'Minimum nights is required',
      'Booking link is required',
      'Amenities are required',
      'Cover image is required',
      'Property manager contact is required',
      'Property password is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByText('Some fields need your attention: they are marked in red.')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus', async () => {
    const user = renderForm();
    const link = screen.getByLabelText(/^Booking link/);
    await user.type(link, 'booking.example.com');
    await user.tab();
    expect(
      await screen.findByText('Booking link must be a web address starting with http:// or https://'),
    ).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText(/^Beds/), '2.5');
    await user.tab();
    expect(await screen.findByText('Beds must be a whole number')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Contact email/), 'dana@');
    await user.tab();
    expect(await screen.findByText('Contact email must be an email address')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Welcome page password/), 'abc');
    await user.tab();
    expect(await screen.findByText('Property password must be at least 4 characters')).toBeTruthy();
  });

  it('requires the name and description of every amenity block', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: /Add amenity/ }));
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    const block = screen.getByRole('group', { name: /Amenity 1/ });
    expect(await within(block).findByText('Amenity name is required')).toBeTruthy();
    expect(within(block).getByText('Amenity description is required')).toBeTruthy();
  });

  it('refuses files that are not images, for the cover and the gallery', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderForm();
    const pdf = new File(['%PDF'], 'floorplan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Add gallery photos'), pdf);
    expect(screen.getByText(/Not added: floorplan.pdf/)).toBeTruthy();
    await user.upload(screen.getByLabelText('Choose cover image'), pdf);
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or AVIF image')).toBeTruthy();
  });

  it('keys the amenities by the key rule: lowercased, underscores, other characters dropped, repeats numbered', async () => {
    apiMock.mockResolvedValueOnce({ ...property, id: 9, images: [] }).mockResolvedValueOnce(welcome);
    const user = renderForm();
    await fillRequiredFields(user);
    await user.type(screen.getByLabelText(/^Welcome page password/), 'e2e-guest-pass');
    await user.upload(screen.getByLabelText('Choose cover image'), png('cover.png'));
    for (const [i, name] of ['Hot tub', 'HOT TUB!', "Kids' Games Room"].entries()) {
      await user.click(screen.getByRole('button', { name: /Add amenity/ }));
      const block = screen.getByRole('group', { name: new RegExp(`^Amenity ${i + 1}`) });
      await user.type(within(block).getByLabelText(/^Name \*/), name);
      await user.type(within(block).getByLabelText(/^Description \*/), `About the ${name}`);
    }
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(2), { timeout: saveWait });
    expect(apiMock.mock.calls[0]![0]).toBe('/properties');
    expect(apiMock.mock.calls[1]![0]).toBe('/properties/welcome');
    const form = sentForm(1);
    expect(form.get('property_id')).toBe('9');
    expect(form.get('amenities[hot_tub][name]')).toBe('Hot tub');
    expect(form.get('amenities[hot_tub_2][name]')).toBe('HOT TUB!');
    expect(form.get('amenities[kids_games_room][name]')).toBe("Kids' Games Room");
    expect(await screen.findByText('Property created successfully')).toBeTruthy();
  });

  it('says what it is doing and disables the button while saving', async () => {
    let finish: (value: unknown) => void = () => {};
    apiMock.mockImplementationOnce((_path, request) => {
      request?.onUploadProgress?.(512 * 1024, 2 * 1024 * 1024);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const user = renderForm();
    await fillRequiredFields(user);
    await user.type(screen.getByLabelText(/^Welcome page password/), 'e2e-guest-pass');
    await user.upload(screen.getByLabelText('Choose cover image'), png('cover.png'));
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    expect(await screen.findByText('Creating Property. This may take a few minutes')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Uploaded 512 KB of 2.0 MB (25%)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create Property' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    apiMock.mockImplementationOnce(() => new Promise(() => {}));
    finish({ ...property, id: 9, images: [] });
    expect(
      await screen.findByText('Property Created! Creating Welcome Page. This may take a few minutes'),
    ).toBeTruthy();
  });

  it('becomes the edit form of the new property when its welcome page fails', async () => {
    apiMock
      .mockResolvedValueOnce({ ...property, id: 9, name: 'Powder Hound Cabin', images: [image(31)] })
      .mockRejectedValueOnce(
        new ApiError(500, 'Something went wrong on our side. Please try again in a moment.'),
      );
    const user = renderForm();
    await fillRequiredFields(user);
    await user.type(screen.getByLabelText(/^Welcome page password/), 'e2e-guest-pass');
    await user.upload(screen.getByLabelText('Choose cover image'), png('cover.png'));
    await user.upload(screen.getByLabelText('Add gallery photos'), png('deck.png'));
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(/An error occurred creating the welcome page/)).toBeTruthy();
    expect(
      within(dialog).getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(screen.getByRole('heading', { name: 'Edit Powder Hound Cabin' })).toBeTruthy();
    // the photo the server holds now shows as stored, and the cover as the current one
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe('/uploads/31.webp');
    expect(screen.getByRole('img', { name: 'Current cover' })).toBeTruthy();
    apiMock.mockResolvedValueOnce({ ...property, id: 9, images: [image(31)] }).mockResolvedValueOnce(welcome);
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(4), { timeout: saveWait });
    expect(apiMock.mock.calls[2]![0]).toBe('/properties/9');
    expect(sentForm(2).getAll('new_images')).toEqual([]);
    expect(sentForm(2).getAll('image_order')).toEqual(['31']);
    expect(apiMock.mock.calls[3]![0]).toBe('/properties/welcome/9');
    expect(apiMock.mock.calls[3]![1]!.method).toBe('PUT');
  });
});

describe('the property form, editing', () => {
  it('keeps a blank password, removes and reorders photos, and keys a new amenity apart from a stored one', async () => {
    apiMock.mockResolvedValueOnce(property).mockResolvedValueOnce(welcome);
    const user = renderForm({ property, welcome });
    const listing = screen.getByRole('group', { name: 'Listing' });
    expect((within(listing).getByLabelText(/^Name \*/) as HTMLInputElement).value).toBe('Cedar Ridge Chalet');

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await user.click(screen.getByRole('button', { name: /Add amenity/ }));
    const block = screen.getByRole('group', { name: /^Amenity 2/ });
    await user.type(within(block).getByLabelText(/^Name \*/), 'Hot tub');
    await user.type(within(block).getByLabelText(/^Description \*/), 'The second one');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(2), { timeout: saveWait });
    const propertyForm = sentForm(0);
    expect(propertyForm.getAll('deleted_image_ids')).toEqual(['22']);
    expect(propertyForm.getAll('image_order')).toEqual(['23', '21']);
    const welcomeForm = sentForm(1);
    expect(welcomeForm.get('property_password')).toBe('');
    expect(welcomeForm.get('amenities[hot_tub][description]')).toBe('Open all year');
    expect(welcomeForm.get('amenities[hot_tub_2][description]')).toBe('The second one');
    expect(await screen.findByText('Property updated successfully')).toBeTruthy();
  });

  it("shows the API's field messages under their fields, an amenity's under its block", async () => {
    apiMock.mockResolvedValueOnce(property).mockRejectedValueOnce(
      new ApiError(400, 'Some fields are not valid', {
        contact_email: 'Contact email must be an email address',
        'amenities[hot_tub][description]': 'Amenity description must be at most 2000 characters',
        'translations.fr.amenities.0.name': 'The French text must be at most 200 characters',
      }),
    );
    const user = renderForm({ property, welcome });
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(/An error occurred updating the welcome page/)).toBeTruthy();
    expect(within(dialog).getByText('Some fields are not valid')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Contact email must be an email address')).toBeTruthy();
    const block = screen.getByRole('group', { name: /^Amenity 1/ });
    expect(within(block).getByText('Amenity description must be at most 2000 characters')).toBeTruthy();
    expect(within(block).getByText('The French text must be at most 200 characters')).toBeTruthy();
  });

  it('publishes on its own, and a later save sends the home as it now is', async () => {
    client.answer(200, { ...property, is_published: false });
    apiMock.mockResolvedValueOnce({ ...property, is_published: false }).mockResolvedValueOnce(welcome);
    const user = renderForm({ property, welcome });
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Saved: the home is a draft again.')).toBeTruthy();
    expect(client.sent()).toEqual([
      { method: 'PUT', path: '/api/v1/properties/7/published', body: { is_published: false } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(2), { timeout: saveWait });
    expect(sentForm(0).get('is_published')).toBe('false');
  });

  it('lets an untouched form go without asking', async () => {
    const user = renderForm({ property, welcome });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('The list')).toBeTruthy();
  });

  it('asks before leaving when a photo was removed', async () => {
    const user = renderForm({ property, welcome });
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = renderForm({ property, welcome });
    await user.type(within(screen.getByRole('group', { name: 'Listing' })).getByLabelText(/^Name \*/), ' II');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByText('The list')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('The list')).toBeTruthy();
  });
});

describe('the property form, French beside the English (issue 28)', () => {
  const translated = {
    property: { ...property, translations: { fr: { name: 'Chalet Cedar Ridge' } } },
    welcome: {
      ...welcome,
      translations: {
        fr: {
          door_instructions: 'Boîte à clé à gauche de la porte.',
          house_rules: 'Non-fumeur\nPas de fêtes',
          amenities: [{ name: 'Spa' }],
        },
      },
    },
  };
  const frenchField = (scope: HTMLElement, label: string) =>
    within(scope).getByLabelText(new RegExp(`^${label} \\(French\\)`)) as HTMLInputElement;

  it('shows the stored French, marks what is missing and counts it beside the save button', async () => {
    const user = renderForm(translated);
    const listing = screen.getByRole('group', { name: 'Listing' });
    expect(frenchField(listing, 'Name').value).toBe('Chalet Cedar Ridge');
    expect(frenchField(document.body, 'Directions and parking hint').value).toBe(
      'Boîte à clé à gauche de la porte.',
    );
    expect(frenchField(document.body, 'House rules').value).toBe('Non-fumeur\nPas de fêtes');
    const amenity = screen.getByRole('group', { name: /^Amenity 1/ });
    expect(frenchField(amenity, 'Name').value).toBe('Spa');

    const description = within(listing).getByText('Description (French)').closest('label')!;
    expect(description.textContent).toContain('missing French');
    expect(within(listing).getByText('Name (French)').closest('label')!.textContent).not.toContain(
      'missing French',
    );
    // an English left empty needs no French: the garbage info has neither
    expect(screen.getByText('Garbage info (French)').closest('label')!.textContent).not.toContain(
      'missing French',
    );
    // 10 English texts: 4 of the listing, door, checkout, rules, manager, the amenity's name and description
    expect(screen.getByText('French: 6 of 10 texts missing')).toBeTruthy();

    await user.type(frenchField(listing, 'Description'), 'Un chalet en bois.');
    expect(description.textContent).not.toContain('missing French');
    expect(screen.getByText('French: 5 of 10 texts missing')).toBeTruthy();
  });

  it('sends the French of both saves as translations JSON, a cleared one blank', async () => {
    apiMock.mockResolvedValueOnce(property).mockResolvedValueOnce(welcome);
    const user = renderForm(translated);
    const listing = screen.getByRole('group', { name: 'Listing' });
    await user.type(frenchField(listing, 'Description'), 'Un chalet en bois.');
    await user.type(frenchField(listing, 'Amenities'), 'Spa, Sauna');
    await user.clear(frenchField(document.body, 'Directions and parking hint'));
    await user.type(frenchField(document.body, 'Checkout instructions'), 'Lancez le lave-vaisselle.');
    const amenity = screen.getByRole('group', { name: /^Amenity 1/ });
    await user.type(frenchField(amenity, 'Description'), "Ouvert toute l'année");
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(2), { timeout: saveWait });
    expect(JSON.parse(sentForm(0).get('translations') as string)).toEqual({
      fr: {
        name: 'Chalet Cedar Ridge',
        description: 'Un chalet en bois.',
        address_description: '',
        amenities: 'Spa, Sauna',
      },
    });
    expect(JSON.parse(sentForm(1).get('translations') as string)).toEqual({
      fr: {
        check_in_instructions: '',
        door_instructions: '',
        checkout_instructions: 'Lancez le lave-vaisselle.',
        garbage_info: '',
        garbage_location: '',
        parking_location: '',
        parking_instructions: '',
        shuttle_description: '',
        pm_contact: '',
        house_rules: 'Non-fumeur\nPas de fêtes',
        amenities: [{ name: 'Spa', description: "Ouvert toute l'année" }],
      },
    });
    expect(await screen.findByText('Property updated successfully')).toBeTruthy();
  });
});
