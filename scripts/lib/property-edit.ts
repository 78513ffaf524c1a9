/**
 * The form of `PUT /api/v1/properties/{id}` that renames a property and keeps the rest as `GET` returned it:
 * the edit the bench and the proxy journey make to see how soon visitors see it.
 */
export function renamedPropertyForm(property: Record<string, unknown>, name: string): FormData {
  const fields: Record<string, string> = {
    name,
    description: String(property.description),
    address: String(property.address),
    address_description: String(property.address_description),
    bedrooms: String(property.bedrooms),
    beds: String(property.beds),
    bathrooms: String(property.bathrooms),
    sqft: String(property.sqft),
    max_guests: String(property.max_guests),
    minimum_nights: String(property.minimum_nights),
    guesty_link: String(property.guesty_link),
    amenities: (property.amenities as string[]).join(', '),
    is_featured: String(property.is_featured),
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** A property's name as the page's HTML writes it. */
export const nameInHtml = (name: string) => name.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
