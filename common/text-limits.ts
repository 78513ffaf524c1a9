/** Limits of the texts and lists staff write, shared by the forms and the API. */
export const limits = {
  shortText: 200,
  longText: 10_000,
  url: 2_000,
  amenities: 100,
  images: 60,
  welcomeAmenities: 50,
  houseRules: 100,
} as const;
