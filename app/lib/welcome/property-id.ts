/** The property id of a welcome URL (`/welcome/{id}`): a positive whole number, or null. */
export function parsePropertyId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export const welcomePath = (propertyId: number) => `/welcome/${propertyId}`;
export const loginPath = (propertyId: number) => `/welcome/${propertyId}/login`;
export const leavePath = (propertyId: number) => `/welcome/${propertyId}/leave`;
