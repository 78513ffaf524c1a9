import type { Property } from '#common/property.ts';

/**
 * What a published home lacks of what British Columbia requires on a listing (issue 40, item 6): the
 * provincial short-term rental registration number (since 1 May 2025) and the local business licence number
 * (since 1 May 2024). Empty when it has both; a draft is listed too (it will need them once published).
 */
export function missingCompliance(
  property: Pick<Property, 'registration_number' | 'business_licence'>,
): string[] {
  return [
    property.registration_number ? null : 'provincial registration number',
    property.business_licence ? null : 'business licence number',
  ].filter((missing) => missing !== null);
}

/** "This home has no provincial registration number and no business licence number …" */
export function complianceWarning(missing: readonly string[]): string {
  return `This home is published without its ${missing.join(' and ')}: British Columbia requires both on a listing. Add them in the Booking facts below and save.`;
}
